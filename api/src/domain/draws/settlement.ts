/** Settling a draw's tickets against its result (entered or corrected). */
import { type BetFormat, lineWins } from '@banca/contracts/draw-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameTypes, ticketLines, tickets } from '../../db/schema';

/**
 * Settles every ticket of a draw against its result's parts: each line wins or loses by its game
 * type's rule (`lineWins`); a ticket wins when any of its lines wins, and its prize is the sum of
 * its winning lines' payouts (stake × payout, as recorded on the line when sold). Everything is
 * set from scratch, so settling again (a correction) gives the same figures as settling once.
 */
export async function settleTickets(tx: Database, drawId: number, parts: readonly string[]): Promise<void> {
  const lines = await tx
    .select({ id: ticketLines.id, format: gameTypes.bet_format, selection: ticketLines.selection })
    .from(ticketLines)
    .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id))
    .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
    .where(eq(tickets.draw_id, drawId));
  const winners = lines.filter((line) => lineWins(line.format as BetFormat, line.selection, parts)).map((line) => line.id);
  const winnerIds = `{${winners.join(',')}}`;
  await tx.execute(sql`
    update ${ticketLines} set is_winner = (${ticketLines.id} = any(${winnerIds}::int[]))
    where ${ticketLines.ticket_id} in (select ${tickets.id} from ${tickets} where ${tickets.draw_id} = ${drawId})
      and ${ticketLines.is_winner} is distinct from (${ticketLines.id} = any(${winnerIds}::int[]))`);
  await tx.execute(sql`
    update ${tickets} set is_winner = settled.won, prize_amount = settled.prize
    from (
      select t.id, coalesce(bool_or(l.is_winner), false) as won,
             coalesce(sum(l.potential_payout) filter (where l.is_winner), 0) as prize
      from ${tickets} t left join ${ticketLines} l on l.ticket_id = t.id
      where t.draw_id = ${drawId}
      group by t.id
    ) settled
    where ${tickets.id} = settled.id`);
}
