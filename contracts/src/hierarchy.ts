/** The user hierarchy: the tree (administrators, sub-administrators, sellers) and one node with its path and totals. */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, heavyResponses, StringEnum } from './common';
import { HIERARCHY_LEVELS, HIERARCHY_NODE_KINDS, ROLES } from './enums';
import { MAX_LENGTH } from './limits';
import { defineRoute } from './route';

const LevelSchema = StringEnum(HIERARCHY_LEVELS);

/** A node's id: `user-<id>` or `seller-<id>`. */
export const HIERARCHY_NODE_ID_PATTERN = '^(user|seller)-[0-9]+$';

export const HierarchyNodeSchema = Type.Recursive((self) =>
  Type.Object({
    id: Type.String(),
    kind: StringEnum(HIERARCHY_NODE_KINDS),
    level: LevelSchema,
    name: Type.String(),
    email: Type.String(),
    location: Type.String(),
    /**
     * A seller's sales (a seller account's, or those of the accounts of a ticket_seller user, which
     * stands for them: one person, one node); any other user's account balance.
     */
    amount_usd: Type.Number(),
    /** A user's role, or `seller` for a seller account. */
    role: Type.Union([...ROLES.map((role) => Type.Literal(role)), Type.Literal('seller')]),
    children: Type.Array(self),
  }),
);
export type HierarchyNode = Static<typeof HierarchyNodeSchema>;

export const HierarchyListSchema = Type.Object({ nodes: Type.Array(HierarchyNodeSchema) });
export type HierarchyList = Static<typeof HierarchyListSchema>;

/** One node with its branch, its path from the root and its totals. */
export const HierarchyDetailSchema = Type.Object({
  node: HierarchyNodeSchema,
  path: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), level: LevelSchema })),
  totals: Type.Object({
    booths: Type.Integer(),
    sellers: Type.Integer(),
    tickets: Type.Integer(),
    sales: Type.Number(),
  }),
});
export type HierarchyDetail = Static<typeof HierarchyDetailSchema>;

const tags = ['hierarchy'];

export const hierarchyRoutes = {
  hierarchy: defineRoute({
    method: 'GET',
    url: '/v1/hierarchy/list',
    access: 'hierarchy:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Árbol de administradores, sub-administradores y vendedores (un cliente ve solo su rama)',
      description:
        '`search` (nombre, correo o ubicación, sin distinguir mayúsculas) deja los nodos que coinciden, con sus superiores y todo lo que cuelga de ellos.',
      querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search })) }),
      response: { 200: HierarchyListSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  hierarchyNode: defineRoute({
    method: 'GET',
    url: '/v1/hierarchy/detail/:id',
    access: 'hierarchy:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Un nodo de la jerarquía con su rama, su camino desde la raíz y sus totales',
      params: Type.Object({ id: Type.String({ maxLength: MAX_LENGTH.hierarchyNodeId, pattern: HIERARCHY_NODE_ID_PATTERN }) }),
      response: { 200: HierarchyDetailSchema, ...errorResponses, ...heavyResponses },
    },
  }),
};
