/**
 * Which seller account works at which booth, as writes change it (a seller's create, edit and
 * unlock; a booth's deletion, its sellers taken in or let go): the locks they take, in one order —
 * the booths first, in id order, then the seller rows. Two such writes therefore never wait on
 * each other in a circle, and a booth a write has locked and found live stays live until that
 * write commits: a booth's deletion, which locks the booth before it lets its sellers go, either
 * waits for a seller joining it and then lets that one go too, or goes first and the seller's write
 * finds the booth deleted. A booth's version moves whenever one of its sellers changes, joins or
 * leaves (its detail lists them).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths } from '../db/schema';
import { type DataScope, sellerScope } from './scope';
import { nextVersion } from './versions';

const boothIds = (ids: readonly (number | null | undefined)[]) =>
  [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);

/**
 * Locks the booths until the transaction ends, in id order, and answers which of them are live
 * (not deleted). Called before any seller row is locked or written.
 */
export async function lockBooths(tx: Database, ids: readonly (number | null | undefined)[]): Promise<Set<number>> {
  const wanted = boothIds(ids);
  if (wanted.length === 0) return new Set();
  const locked = await tx
    .select({ id: ticketBooths.id, deleted_at: ticketBooths.deleted_at })
    .from(ticketBooths)
    .where(inArray(ticketBooths.id, wanted))
    .orderBy(asc(ticketBooths.id))
    .for('update');
  return new Set(locked.filter((booth) => booth.deleted_at === null).map((booth) => booth.id));
}

/** Moves the version of booths (already locked by `lockBooths`) whose sellers changed, joined or left. */
export async function touchBooths(tx: Database, ids: readonly (number | null | undefined)[]): Promise<void> {
  const wanted = boothIds(ids);
  if (wanted.length > 0)
    await tx
      .update(ticketBooths)
      .set({ version: nextVersion(ticketBooths.version) })
      .where(inArray(ticketBooths.id, wanted));
}

export type SellerRecord = typeof sellers.$inferSelect;

/**
 * Locks a seller account after the booth it works at and the booths in `joining`, and answers its
 * row (undefined when it does not exist or lies outside `scope`: the booths in `joining` are locked
 * all the same) and which of those booths are live. Its booth is read before the lock: should the
 * seller move meanwhile, the booth it moved to is locked as well and the row read again.
 */
export async function lockSeller(
  tx: Database,
  id: number,
  scope: DataScope,
  joining: readonly number[] = [],
): Promise<{ seller: SellerRecord | undefined; liveBooths: Set<number> }> {
  const liveBooths = new Set<number>();
  const locked = new Set<number | null>();
  for (;;) {
    const [current] = await tx
      .select({ ticket_booth_id: sellers.ticket_booth_id })
      .from(sellers)
      .where(and(eq(sellers.id, id), sellerScope(scope)));
    const wanted = [...(current ? [current.ticket_booth_id] : []), ...joining].filter((booth) => !locked.has(booth));
    for (const booth of await lockBooths(tx, wanted)) liveBooths.add(booth);
    for (const booth of wanted) locked.add(booth);
    if (!current) return { seller: undefined, liveBooths };
    const [seller] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
    if (seller && locked.has(seller.ticket_booth_id)) return { seller, liveBooths };
  }
}
