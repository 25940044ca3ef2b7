/** The user hierarchy: the tree (administrators, sub-administrators, sellers) and one node with its path and totals. */
import { hierarchyRoutes } from '@banca/contracts';
import { loadHierarchy, pathOf, searchTree, totalsOf } from '../domain/hierarchy';
import { scopeOf } from '../domain/scope';
import { notFound } from '../errors';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function hierarchyRoutesPlugin(app: App): Promise<void> {
  serve(app, hierarchyRoutes.hierarchy, async (request) => {
    const hierarchy = await boundedRead(request, (db) => loadHierarchy(db, scopeOf(request.auth.user)));
    return { nodes: searchTree(hierarchy.roots, request.query.search ?? '') };
  });

  serve(app, hierarchyRoutes.hierarchyNode, async (request) => {
    const hierarchy = await boundedRead(request, (db) => loadHierarchy(db, scopeOf(request.auth.user)));
    const node = hierarchy.byId.get(request.params.id);
    if (!node) throw notFound('El nodo de la jerarquía');
    return {
      node,
      path: pathOf(hierarchy, node).map(({ id, name, level }) => ({ id, name, level })),
      totals: totalsOf(hierarchy, node),
    };
  });
}
