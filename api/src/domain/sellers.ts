/** Seller accounts as the API shows them, and the queries the sellers and booths routes share. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths } from '../db/schema';
import { notFound } from '../http/errors';
import { sellerScope, type DataScope } from './scope';
import { MAX_LOGIN_ATTEMPTS } from './users';

/** What a seller row is read with: never the password hash. */
const sellerColumns = {
  id: sellers.id,
  ticket_booth_id: sellers.ticket_booth_id,
  ticket_booth_name: ticketBooths.name,
  seller_user_id: sellers.seller_user_id,
  label: sellers.label,
  username: sellers.username,
  is_active: sellers.is_active,
  failed_attempts: sellers.failed_attempts,
  logged_in_elsewhere: sellers.logged_in_elsewhere,
  created_at: sellers.created_at,
  updated_at: sellers.updated_at,
  assigned_at: sellers.assigned_at,
};

/** Sellers joined to their booth (for its name): the base of every seller read. */
export function selectSellers(db: Database) {
  return db.select(sellerColumns).from(sellers).leftJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id));
}

export type SellerRecord = Awaited<ReturnType<typeof selectSellers>>[number];

export function sellerRowOf(seller: SellerRecord) {
  return {
    id: seller.id,
    ticket_booth_id: seller.ticket_booth_id,
    ticket_booth_name: seller.ticket_booth_name,
    seller_user_id: seller.seller_user_id,
    label: seller.label,
    username: seller.username,
    is_active: seller.is_active,
    failed_attempts: seller.failed_attempts,
    locked: seller.failed_attempts >= MAX_LOGIN_ATTEMPTS,
    logged_in_elsewhere: seller.logged_in_elsewhere,
    created_at: seller.created_at.toISOString(),
    updated_at: seller.updated_at.toISOString(),
    assigned_at: seller.assigned_at?.toISOString() ?? null,
  };
}

/** One seller as the API shows it; 404 when it does not exist or lies outside the user's scope. */
export async function findSeller(db: Database, id: number, scope: DataScope = { kind: 'all' }) {
  const [seller] = await selectSellers(db)
    .where(and(eq(sellers.id, id), sellerScope(scope)))
    .limit(1);
  if (!seller) throw notFound('El vendedor');
  return sellerRowOf(seller);
}

/** The lower-cased comparison the unique index `sellers_username_key` makes. */
export const sellerUsernameIs = (username: string) => eq(sql`lower(${sellers.username})`, username.toLowerCase());
