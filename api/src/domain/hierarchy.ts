/**
 * The user hierarchy as a tree: administrators at the roots; the users reporting to an
 * administrator (operators, clients...) are sub-administrators; deeper users (the ticket_seller
 * users of a client) are sellers; under each user, the seller accounts of the booths it owns.
 * One person, one node: a seller account linked to a ticket_seller user is not a node of its own;
 * its booth and sales count on that user's node, whose amount is then its accounts' sales.
 * Deleted users are left out; a user whose superior is gone hangs from the roots.
 */
import type { HierarchyLevel, HierarchyNode } from '@banca/contracts';
import type { Role } from '@banca/contracts/enums';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dailySellerSales, sellers, ticketBooths, users } from '../db/schema';
import type { DataScope } from './scope';
import { allBalances } from './cash/statements';

/** What the detail's totals add up; kept beside each node, never sent. */
interface NodeFacts {
  parent?: HierarchyNode;
  /** Booths owned (users) or worked at (seller accounts). */
  booths: number[];
  /** Seller accounts the node stands for: 1 for an account, those linked to a seller user, else 0. */
  accounts: number;
  tickets: number;
  sales: number;
}

export interface Hierarchy {
  roots: HierarchyNode[];
  byId: Map<string, HierarchyNode>;
  facts: Map<HierarchyNode, NodeFacts>;
}

/** What the tree is built from: live users, the live booths with an owner, and their seller accounts with their sales. */
export interface HierarchyRows {
  users: {
    id: number;
    role: Role;
    first_name: string;
    last_name: string;
    email: string;
    location: string | null;
    /** A booth owner's statement balance; 0 for anybody else. */
    account_balance: number;
    parent_id: number | null;
  }[];
  booths: { id: number; owner_id: number | null }[];
  sellers: {
    id: number;
    label: string;
    username: string;
    /** The ticket_seller user the account belongs to, if any. */
    seller_user_id: number | null;
    booth_id: number;
    owner_id: number | null;
    location: string;
    /** Tickets and sales of the account, all time, net of cancellations. */
    tickets: number;
    sales: number;
  }[];
}

/**
 * Reads what the tree is built from (ordered by id, so the tree's order is stable): a booth owner's
 * amount is its statement's balance (`account_balance`), anybody else's 0; a seller account's
 * tickets and sales (net of cancellations, all time) come from the daily sums.
 */
export async function queryHierarchyRows(db: Database): Promise<HierarchyRows> {
  const salesPerSeller = db
    .select({
      seller_id: dailySellerSales.seller_id,
      tickets: sql<number>`sum(${dailySellerSales.tickets} - ${dailySellerSales.cancelled_tickets})::int`.as('tickets'),
      sales: sql<number>`sum(${dailySellerSales.sales} - ${dailySellerSales.cancelled})::float8`.as('sales'),
    })
    .from(dailySellerSales)
    .groupBy(dailySellerSales.seller_id)
    .as('seller_sales');
  const [userRows, boothRows, sellerRows, balances] = await Promise.all([
    db
      .select({
        id: users.id,
        role: users.role,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        location: users.location,
        parent_id: users.parent_id,
      })
      .from(users)
      .where(isNull(users.deletedat))
      .orderBy(users.id),
    db
      .select({ id: ticketBooths.id, owner_id: ticketBooths.owner_id })
      .from(ticketBooths)
      .where(and(isNull(ticketBooths.deleted_at), isNotNull(ticketBooths.owner_id)))
      .orderBy(ticketBooths.id),
    db
      .select({
        id: sellers.id,
        label: sellers.label,
        username: sellers.username,
        seller_user_id: sellers.seller_user_id,
        booth_id: ticketBooths.id,
        owner_id: ticketBooths.owner_id,
        location: ticketBooths.location,
        tickets: sql<number>`coalesce(${salesPerSeller.tickets}, 0)`,
        sales: sql<number>`coalesce(${salesPerSeller.sales}, 0)`,
      })
      .from(sellers)
      .innerJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id))
      .leftJoin(salesPerSeller, eq(salesPerSeller.seller_id, sellers.id))
      .where(and(isNull(ticketBooths.deleted_at), isNotNull(ticketBooths.owner_id)))
      .orderBy(sellers.id),
    allBalances(db),
  ]);
  return {
    users: userRows.map((user) => ({ ...user, account_balance: user.role === 'client' ? (balances.get(user.id) ?? 0) : 0 })),
    booths: boothRows,
    sellers: sellerRows,
  };
}

/** The level of a user in the tree, from its role and its superior's. */
function levelOf(role: Role, parentRole: Role | undefined): HierarchyLevel {
  if (role === 'admin') return 'administrator';
  return role === 'ticket_seller' && parentRole !== undefined && parentRole !== 'admin' ? 'seller' : 'sub_administrator';
}

/** Builds the whole tree from its rows (no database involved), or for a client only its own subtree. */
export function buildHierarchy(rows: HierarchyRows, scope: DataScope): Hierarchy {
  const byId = new Map<string, HierarchyNode>();
  const facts = new Map<HierarchyNode, NodeFacts>();
  const roleOf = new Map(rows.users.map((u) => [u.id, u.role]));
  const userNode = new Map<number, HierarchyNode>();

  for (const u of rows.users) {
    const node: HierarchyNode = {
      id: `user-${u.id}`,
      kind: 'user',
      level: levelOf(u.role, u.parent_id !== null ? roleOf.get(u.parent_id) : undefined),
      name: `${u.first_name} ${u.last_name}`,
      email: u.email,
      location: u.location ?? '',
      amount_usd: u.account_balance,
      role: u.role,
      children: [],
    };
    byId.set(node.id, node);
    userNode.set(u.id, node);
    facts.set(node, { booths: [], accounts: 0, tickets: 0, sales: 0 });
  }

  const roots: HierarchyNode[] = [];
  const attach = (node: HierarchyNode, parent: HierarchyNode | undefined) => {
    if (parent) {
      parent.children.push(node);
      facts.get(node)!.parent = parent;
    } else roots.push(node);
  };
  for (const u of rows.users) {
    const node = userNode.get(u.id)!;
    const parent = u.role === 'admin' || u.parent_id === null ? undefined : userNode.get(u.parent_id);
    attach(node, parent);
  }
  // A chain of superiors that never reaches a root (a cycle in the data) hangs from the roots too.
  for (const node of userNode.values()) {
    const seen = new Set<HierarchyNode>();
    let at: HierarchyNode | undefined = node;
    while (at && !seen.has(at)) {
      seen.add(at);
      at = facts.get(at)!.parent;
    }
    if (at) {
      // `at` is on the cycle: detaching it breaks the cycle for everyone hanging from it.
      const parent = facts.get(at)!.parent!;
      parent.children.splice(parent.children.indexOf(at), 1);
      facts.get(at)!.parent = undefined;
      roots.push(at);
    }
  }

  for (const booth of rows.booths) {
    const owner = booth.owner_id !== null ? userNode.get(booth.owner_id) : undefined;
    if (owner) facts.get(owner)!.booths.push(booth.id);
  }
  const cents = (value: number) => Math.round(value * 100) / 100;
  for (const s of rows.sellers) {
    const person = s.seller_user_id !== null ? userNode.get(s.seller_user_id) : undefined;
    if (person?.role === 'ticket_seller') {
      const known = facts.get(person)!;
      known.booths.push(s.booth_id);
      known.accounts += 1;
      known.tickets += s.tickets;
      known.sales += s.sales;
      person.amount_usd = cents(known.sales);
      continue;
    }
    const owner = s.owner_id !== null ? userNode.get(s.owner_id) : undefined;
    if (!owner) continue;
    const node: HierarchyNode = {
      id: `seller-${s.id}`,
      kind: 'seller',
      level: 'seller',
      name: s.label,
      email: s.username,
      location: s.location,
      amount_usd: s.sales,
      role: 'seller',
      children: [],
    };
    byId.set(node.id, node);
    facts.set(node, { booths: [s.booth_id], accounts: 1, tickets: s.tickets, sales: s.sales });
    attach(node, owner);
  }

  if (scope.kind === 'all') return { roots, byId, facts };
  const own = scope.kind === 'owner' ? userNode.get(scope.userId) : undefined;
  if (!own) return { roots: [], byId: new Map(), facts };
  const visible = new Map<string, HierarchyNode>();
  const walk = (node: HierarchyNode) => {
    visible.set(node.id, node);
    node.children.forEach(walk);
  };
  walk(own);
  return { roots: [own], byId: visible, facts };
}

/** The tree the scope sees, read from the database. */
export async function loadHierarchy(db: Database, scope: DataScope): Promise<Hierarchy> {
  return buildHierarchy(await queryHierarchyRows(db), scope);
}

/** Whether a node or one of its fields matches a lower-cased search. */
function matches(node: HierarchyNode, needle: string): boolean {
  return [node.name, node.email, node.location].some((text) => text.toLowerCase().includes(needle));
}

/**
 * The trees kept by a search (case-insensitive over name, email and location): a matching node
 * with its whole subtree, and the ancestors of every match.
 */
export function searchTree(roots: HierarchyNode[], search: string): HierarchyNode[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return roots;
  const prune = (node: HierarchyNode): HierarchyNode | undefined => {
    if (matches(node, needle)) return node;
    const children = node.children.map(prune).filter((c): c is HierarchyNode => c !== undefined);
    return children.length > 0 ? { ...node, children } : undefined;
  };
  return roots.map(prune).filter((n): n is HierarchyNode => n !== undefined);
}

/** The ancestors of a node within the visible tree, root first. */
export function pathOf(hierarchy: Hierarchy, node: HierarchyNode): HierarchyNode[] {
  const path: HierarchyNode[] = [];
  const visibleRoots = new Set(hierarchy.roots);
  let at: HierarchyNode = node;
  while (!visibleRoots.has(at)) {
    const parent = hierarchy.facts.get(at)?.parent;
    if (!parent) break;
    path.unshift(parent);
    at = parent;
  }
  return path;
}

/** Booths, seller accounts, tickets and sales of a node's subtree. */
export function totalsOf(hierarchy: Hierarchy, node: HierarchyNode) {
  const booths = new Set<number>();
  let sellerCount = 0;
  let ticketCount = 0;
  let sales = 0;
  const walk = (at: HierarchyNode) => {
    const facts = hierarchy.facts.get(at)!;
    for (const b of facts.booths) booths.add(b);
    sellerCount += facts.accounts;
    ticketCount += facts.tickets;
    sales += facts.sales;
    at.children.forEach(walk);
  };
  walk(node);
  return { booths: booths.size, sellers: sellerCount, tickets: ticketCount, sales: Math.round(sales * 100) / 100 };
}
