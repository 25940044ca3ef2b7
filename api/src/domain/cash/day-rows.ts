/**
 * A booth's day row as the writes of that day reach it: the booth checked in the writer's scope, the
 * row made when missing and locked. The closing (booth-days.ts) and the drawer (drawer.ts) share them.
 */
import type { BoothDayStatus } from '@banca/contracts/enums';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { ticketBooths } from '../../db/schema';
import { notFound } from '../../errors';
import { boothScope, type DataScope } from '../scope';

/** The day's row, made if missing (with the booth's owner now), locked for the operation or the closing. */
export async function lockBoothDay(
  tx: Database,
  boothId: number,
  day: string,
  mode: 'share' | 'update',
): Promise<{ id: number; status: BoothDayStatus; version: number }> {
  const select = () =>
    queryRows<{ id: number; status: BoothDayStatus; version: number }>(
      tx,
      sql`select id, status, version from booth_days where ticket_booth_id = ${boothId} and day = ${day}::date
          for ${mode === 'share' ? sql`share` : sql`update`}`,
    );
  let [row] = await select();
  if (!row) {
    await tx.execute(sql`select booth_days_open(array[${boothId}]::int[], array[${day}]::date[])`);
    [row] = await select();
  }
  return row;
}

/** The booth, within the writer's scope (404 otherwise). */
export async function boothInScope(tx: Database, boothId: number, scope: DataScope): Promise<void> {
  const [booth] = await tx
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .where(and(eq(ticketBooths.id, boothId), boothScope(scope)));
  if (!booth) throw notFound('La taquilla');
}
