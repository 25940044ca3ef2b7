/**
 * The demo's two currencies (ARCHITECTURE §9): every booth sells in dollars, as all the demo's
 * amounts were written, except one booth that also sells in bolívares, so the screens show both.
 * It is another owner's than the demo client's: the demo client's booths (the demo terminal's
 * among them) keep selling in one currency, so a sale that names none still sells there.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, ticketBooths, tickets } from '../db/schema';
import { TERMINAL_CREDENTIALS } from './catalog';
import type { SeededBooth } from './booths';
import type { SeededUsers } from './users';

/** Of the booth selling in both, every third ticket was sold in bolívares (by its id: the same on every seed). */
const BOLIVARES_EVERY = 3;

export async function seedCurrencies(db: Database, users: SeededUsers, booths: SeededBooth[]): Promise<void> {
  const [terminal] = await db
    .select({ boothId: sellers.ticket_booth_id })
    .from(sellers)
    .where(eq(sellers.username, TERMINAL_CREDENTIALS.username));
  const [both] = await db
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .where(and(ne(ticketBooths.owner_id, users.client.id), ne(ticketBooths.id, terminal?.boothId ?? 0)))
    // The last such booth: tests that borrow another owner's booth take the first.
    .orderBy(desc(ticketBooths.id))
    .limit(1);
  const boothId = both?.id ?? booths.find((booth) => booth.owner.id !== users.client.id && booth.id !== terminal?.boothId)?.id;
  if (boothId === undefined) return;
  await db
    .update(ticketBooths)
    .set({ currencies: ['VES', 'USD'] })
    .where(eq(ticketBooths.id, boothId));
  await db
    .update(tickets)
    .set({ currency: 'VES' })
    .where(and(eq(tickets.ticket_booth_id, boothId), sql`${tickets.id} % ${BOLIVARES_EVERY} = 0`));
}
