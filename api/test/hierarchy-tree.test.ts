/**
 * The hierarchy's pure step: rows in, tree out (no database). The routes' tests cover the query
 * step and the answers on the seeded data set.
 *
 * @pglite-only  (no database: not run again on PostgreSQL)
 */
import type { HierarchyNode } from '@banca/contracts';
import type { Role } from '@banca/contracts/enums';
import { buildHierarchy, type HierarchyRows, pathOf, searchTree, totalsOf } from '../src/domain/hierarchy';

type UserRow = HierarchyRows['users'][number];
type SellerRow = HierarchyRows['sellers'][number];

const user = (id: number, role: Role, parent_id: number | null, extra: Partial<UserRow> = {}): UserRow => ({
  id,
  role,
  first_name: `Nombre${id}`,
  last_name: `Apellido${id}`,
  email: `u${id}@example.com`,
  location: null,
  account_balance: id * 10,
  parent_id,
  ...extra,
});

const seller = (
  id: number,
  booth_id: number,
  owner_id: number,
  sales = 0,
  tickets = 0,
  seller_user_id: number | null = null,
): SellerRow => ({
  id,
  label: `Vendedor ${id}`,
  username: `s${id}@example.com`,
  seller_user_id,
  booth_id,
  owner_id,
  location: `Ciudad ${booth_id}`,
  tickets,
  sales,
});

/** An administrator (1) over an operator (2) and a client (3); the client has a ticket_seller user (4) and two booths with sellers. */
const ROWS: HierarchyRows = {
  users: [user(1, 'admin', null), user(2, 'operator', 1), user(3, 'client', 1, { location: 'Maracay' }), user(4, 'ticket_seller', 3)],
  booths: [
    { id: 10, owner_id: 3 },
    { id: 11, owner_id: 3 },
  ],
  sellers: [seller(20, 10, 3, 100.1, 2), seller(21, 11, 3, 50.205, 1)],
};

const ids = (nodes: HierarchyNode[]): string[] => nodes.map((n) => n.id);

describe('buildHierarchy', () => {
  it('hangs users from their superiors and seller accounts from their booth owner, with each level', () => {
    const { roots, byId } = buildHierarchy(ROWS, { kind: 'all' });
    expect(ids(roots)).toEqual(['user-1']);
    expect(ids(roots[0].children)).toEqual(['user-2', 'user-3']);
    expect(ids(byId.get('user-3')!.children)).toEqual(['user-4', 'seller-20', 'seller-21']);
    expect(Object.fromEntries([...byId.values()].map((n) => [n.id, n.level]))).toEqual({
      'user-1': 'administrator',
      'user-2': 'sub_administrator',
      'user-3': 'sub_administrator',
      'user-4': 'seller',
      'seller-20': 'seller',
      'seller-21': 'seller',
    });
  });

  it('shapes a user node and a seller account node as the API sends them', () => {
    const { byId } = buildHierarchy(ROWS, { kind: 'all' });
    expect(byId.get('user-3')).toEqual({
      id: 'user-3',
      kind: 'user',
      level: 'sub_administrator',
      name: 'Nombre3 Apellido3',
      email: 'u3@example.com',
      location: 'Maracay',
      amount_usd: 30,
      role: 'client',
      children: expect.any(Array),
    });
    expect(byId.get('user-2')!.location).toBe('');
    expect(byId.get('seller-20')).toEqual({
      id: 'seller-20',
      kind: 'seller',
      level: 'seller',
      name: 'Vendedor 20',
      email: 's20@example.com',
      location: 'Ciudad 10',
      amount_usd: 100.1,
      role: 'seller',
      children: [],
    });
  });

  it('makes a ticket_seller user reporting to an administrator a sub-administrator', () => {
    const { byId } = buildHierarchy(
      { users: [user(1, 'admin', null), user(5, 'ticket_seller', 1)], booths: [], sellers: [] },
      { kind: 'all' },
    );
    expect(byId.get('user-5')!.level).toBe('sub_administrator');
  });

  it('puts an administrator at the roots even when it names a superior', () => {
    const { roots } = buildHierarchy({ users: [user(1, 'admin', null), user(2, 'admin', 1)], booths: [], sellers: [] }, { kind: 'all' });
    expect(ids(roots)).toEqual(['user-1', 'user-2']);
  });

  it('hangs a user whose superior is not among the rows (deleted) from the roots', () => {
    const { roots } = buildHierarchy({ users: [user(1, 'admin', null), user(7, 'client', 99)], booths: [], sellers: [] }, { kind: 'all' });
    expect(ids(roots)).toEqual(['user-1', 'user-7']);
  });

  it('breaks a cycle of superiors: the chain hangs from the roots and every user appears once', () => {
    const rows: HierarchyRows = { users: [user(1, 'admin', null), user(2, 'client', 3), user(3, 'operator', 2)], booths: [], sellers: [] };
    const { roots } = buildHierarchy(rows, { kind: 'all' });
    const seen: string[] = [];
    const walk = (node: HierarchyNode) => {
      seen.push(node.id);
      node.children.forEach(walk);
    };
    roots.forEach(walk);
    expect(seen.sort()).toEqual(['user-1', 'user-2', 'user-3']);
    expect(roots).toHaveLength(2);
  });

  it('leaves out seller accounts whose booth owner is not a live user', () => {
    const { byId } = buildHierarchy(
      { users: [user(1, 'admin', null)], booths: [{ id: 10, owner_id: 9 }], sellers: [seller(20, 10, 9)] },
      { kind: 'all' },
    );
    expect(byId.has('seller-20')).toBe(false);
  });

  it('gives a client only its own subtree, and a ticket_seller nothing', () => {
    const client = buildHierarchy(ROWS, { kind: 'owner', userId: 3 });
    expect(ids(client.roots)).toEqual(['user-3']);
    expect([...client.byId.keys()].sort()).toEqual(['seller-20', 'seller-21', 'user-3', 'user-4']);
    const ticketSeller = buildHierarchy(ROWS, { kind: 'seller', userId: 4 });
    expect(ticketSeller.roots).toEqual([]);
    expect(ticketSeller.byId.size).toBe(0);
  });
});

describe('one person, one node', () => {
  // The client's ticket_seller user (4) works through seller account 22 (booth 11); account 20 has no user.
  const LINKED: HierarchyRows = { ...ROWS, sellers: [seller(20, 10, 3, 100.1, 2), seller(22, 11, 3, 40.5, 3, 4)] };

  it("shows a seller account linked to a seller user only as that user, with the account's sales as its amount", () => {
    const { byId } = buildHierarchy(LINKED, { kind: 'all' });
    expect(ids(byId.get('user-3')!.children)).toEqual(['user-4', 'seller-20']);
    expect(byId.has('seller-22')).toBe(false);
    expect(byId.get('user-4')).toMatchObject({ kind: 'user', level: 'seller', name: 'Nombre4 Apellido4', amount_usd: 40.5 });
  });

  it("counts the linked account's booth, tickets and sales once, on the user", () => {
    const all = buildHierarchy(LINKED, { kind: 'all' });
    expect(totalsOf(all, all.byId.get('user-4')!)).toEqual({ booths: 1, sellers: 1, tickets: 3, sales: 40.5 });
    expect(totalsOf(all, all.byId.get('user-3')!)).toEqual({ booths: 2, sellers: 2, tickets: 5, sales: 140.6 });
  });

  it('keeps an account linked to a user who is not a ticket_seller as an account node', () => {
    const { byId } = buildHierarchy({ ...ROWS, sellers: [seller(23, 10, 3, 5, 1, 2)] }, { kind: 'all' });
    expect(byId.get('seller-23')).toMatchObject({ kind: 'seller', amount_usd: 5 });
    expect(byId.get('user-2')!.amount_usd).toBe(20);
  });
});

describe('pathOf and totalsOf', () => {
  it('gives the ancestors from the visible root', () => {
    const all = buildHierarchy(ROWS, { kind: 'all' });
    expect(pathOf(all, all.byId.get('seller-21')!).map((n) => n.id)).toEqual(['user-1', 'user-3']);
    const client = buildHierarchy(ROWS, { kind: 'owner', userId: 3 });
    expect(pathOf(client, client.byId.get('seller-21')!).map((n) => n.id)).toEqual(['user-3']);
    expect(pathOf(client, client.byId.get('user-3')!)).toEqual([]);
  });

  it("adds up the subtree's booths, seller accounts, tickets and sales (to the cent)", () => {
    const all = buildHierarchy(ROWS, { kind: 'all' });
    expect(totalsOf(all, all.byId.get('user-1')!)).toEqual({ booths: 2, sellers: 2, tickets: 3, sales: 150.31 });
    expect(totalsOf(all, all.byId.get('seller-20')!)).toEqual({ booths: 1, sellers: 1, tickets: 2, sales: 100.1 });
    expect(totalsOf(all, all.byId.get('user-2')!)).toEqual({ booths: 0, sellers: 0, tickets: 0, sales: 0 });
  });
});

describe('searchTree', () => {
  it('keeps the matches with their whole subtree and their ancestors, case-insensitively', () => {
    const { roots } = buildHierarchy(ROWS, { kind: 'all' });
    const found = searchTree(roots, '  MARACAY ');
    expect(ids(found)).toEqual(['user-1']);
    expect(ids(found[0].children)).toEqual(['user-3']);
    expect(ids(found[0].children[0].children)).toEqual(['user-4', 'seller-20', 'seller-21']);
  });

  it('finds seller accounts by their booth location and drops the branches without a match', () => {
    const { roots } = buildHierarchy(ROWS, { kind: 'all' });
    const found = searchTree(roots, 'ciudad 11');
    expect(ids(found[0].children)).toEqual(['user-3']);
    expect(ids(found[0].children[0].children)).toEqual(['seller-21']);
    expect(searchTree(roots, 'nadie')).toEqual([]);
    expect(searchTree(roots, ' ')).toBe(roots);
  });
});
