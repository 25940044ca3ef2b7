/** The user hierarchy: the tree (administrators, sub-administrators, sellers) and one node with its path and totals. */
import { Type } from '@sinclair/typebox';
import { loadHierarchy, NODE_ID_PATTERN, pathOf, searchTree, totalsOf } from '../domain/hierarchy';
import { scopeOf } from '../domain/scope';
import { notFound } from '../http/errors';
import { errorResponses, StringEnum } from '../http/schemas';
import type { App } from '../http/types';

const Level = StringEnum(['administrator', 'sub_administrator', 'seller'] as const);

export const HierarchyNodeSchema = Type.Recursive((self) =>
  Type.Object({
    id: Type.String(),
    kind: StringEnum(['user', 'seller'] as const),
    level: Level,
    name: Type.String(),
    email: Type.String(),
    location: Type.String(),
    amount_usd: Type.Number(),
    role: Type.Union([
      Type.Literal('admin'),
      Type.Literal('operator'),
      Type.Literal('client'),
      Type.Literal('ticket_seller'),
      Type.Literal('seller'),
    ]),
    children: Type.Array(self),
  }),
);

export const HierarchyListSchema = Type.Object({ nodes: Type.Array(HierarchyNodeSchema) });

/** One node with its branch, its path from the root and its totals. */
export const HierarchyDetailSchema = Type.Object({
  node: HierarchyNodeSchema,
  path: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), level: Level })),
  totals: Type.Object({
    booths: Type.Integer(),
    sellers: Type.Integer(),
    tickets: Type.Integer(),
    sales: Type.Number(),
  }),
});

export default async function hierarchyRoutes(app: App): Promise<void> {
  app.get(
    '/hierarchy/list',
    {
      config: { access: 'hierarchy:read' },
      schema: {
        tags: ['hierarchy'],
        summary: 'Árbol de administradores, sub-administradores y vendedores (un cliente ve solo su rama)',
        description:
          '`search` (nombre, correo o ubicación, sin distinguir mayúsculas) deja los nodos que coinciden, con sus superiores y todo lo que cuelga de ellos.',
        querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: HierarchyListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const hierarchy = await loadHierarchy(app.db, scopeOf(request.auth.user));
      return { nodes: searchTree(hierarchy.roots, request.query.search ?? '') };
    },
  );

  app.get(
    '/hierarchy/detail/:id',
    {
      config: { access: 'hierarchy:read' },
      schema: {
        tags: ['hierarchy'],
        summary: 'Un nodo de la jerarquía con su rama, su camino desde la raíz y sus totales',
        params: Type.Object({ id: Type.String({ maxLength: 20, pattern: NODE_ID_PATTERN }) }),
        response: { 200: HierarchyDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const hierarchy = await loadHierarchy(app.db, scopeOf(request.auth.user));
      const node = hierarchy.byId.get(request.params.id);
      if (!node) throw notFound('El nodo de la jerarquía');
      return {
        node,
        path: pathOf(hierarchy, node).map(({ id, name, level }) => ({ id, name, level })),
        totals: totalsOf(hierarchy, node),
      };
    },
  );
}
