/**
 * The data scope as SQL (docs/security.md, "Roles"): the one place that says which tickets, booths and
 * seller accounts a user may see. `all` adds no condition; a client (`owner`) sees the booths it
 * owns and what hangs from them; a ticket_seller (`seller`) the sales of the seller accounts
 * linked to it. The conditions are subqueries on the table's own columns, so they work whatever
 * the query joins.
 */
import { type AnyColumn, eq, sql, type SQL } from 'drizzle-orm';
import { sellers, ticketBooths, tickets, users } from '../db/schema';
import { dataScope, type DataScope } from '../security/access';
import type { AuthUser } from '../security/auth-types';

export type { DataScope };

/** The scope of the signed-in user (`request.auth.user`). */
export function scopeOf(user: AuthUser): DataScope {
  return dataScope(user);
}

const ownedBooths = (userId: number) => sql`select ${ticketBooths.id} from ${ticketBooths} where ${ticketBooths.owner_id} = ${userId}`;
const linkedSellers = (userId: number) => sql`select ${sellers.id} from ${sellers} where ${sellers.seller_user_id} = ${userId}`;

/** Where a sale's booth and seller account are: the ticket's own, or a table of sums per booth and seller. */
interface SaleColumns {
  ticket_booth_id: AnyColumn;
  seller_id: AnyColumn;
}

/** Tickets (or sums of their sales, given their columns) the scope may see. */
export function ticketScope(scope: DataScope, sale: SaleColumns = tickets): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'owner':
      return sql`${sale.ticket_booth_id} in (${ownedBooths(scope.userId)})`;
    case 'seller':
      return sql`${sale.seller_id} in (${linkedSellers(scope.userId)})`;
    case 'terminal':
      return eq(sale.seller_id, scope.sellerId);
  }
}

/** The tickets a caller may verify and pay (prizes, refunds): a terminal those of its booth, whoever sold them; staff those of its scope. */
export function payableScope(scope: DataScope): SQL | undefined {
  return scope.kind === 'terminal' ? eq(tickets.ticket_booth_id, scope.boothId) : ticketScope(scope);
}

/** Booths the scope may see: a ticket_seller, the booths its seller accounts work at. */
export function boothScope(scope: DataScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'owner':
      return eq(ticketBooths.owner_id, scope.userId);
    case 'seller':
      return sql`${ticketBooths.id} in (select ${sellers.ticket_booth_id} from ${sellers} where ${sellers.seller_user_id} = ${scope.userId})`;
    case 'terminal':
      return eq(ticketBooths.id, scope.boothId);
  }
}

/** Seller accounts the scope may see. */
export function sellerScope(scope: DataScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'owner':
      return sql`${sellers.ticket_booth_id} in (${ownedBooths(scope.userId)})`;
    case 'seller':
      return eq(sellers.seller_user_id, scope.userId);
    case 'terminal':
      return eq(sellers.id, scope.sellerId);
  }
}

/**
 * Staff users the scope may see by name (e.g. a module's enabled users): a client itself, the users
 * it created and the users linked to the seller accounts of its booths; a ticket_seller itself; a
 * terminal nobody.
 */
export function userScope(scope: DataScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'owner':
      return sql`(${users.id} = ${scope.userId} or ${users.parent_id} = ${scope.userId} or ${users.id} in (select ${sellers.seller_user_id} from ${sellers} where ${sellers.ticket_booth_id} in (${ownedBooths(scope.userId)})))`;
    case 'seller':
      return eq(users.id, scope.userId);
    case 'terminal':
      return sql`false`;
  }
}
