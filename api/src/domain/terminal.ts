/** What a booth terminal reads about itself: its seller account and booth, and the draws it may sell now. */
import type { Currency } from '@banca/contracts/money';
import type { TerminalDraw, TerminalSession } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { notFound } from '../errors';
import { creditStatusOf } from './cash/credit';
import type { SessionStore } from '../security/sessions';
import { type AuditActor, auditedWrite } from './audit';

/** The terminal's seller account and booth (404 when the booth went meanwhile). */
export async function terminalSession(
  db: Database,
  terminal: { sellerId: number; boothId: number },
  expiresAt: Date,
): Promise<TerminalSession> {
  const [row] = await queryRows<{
    seller_label: string;
    booth_name: string;
    cancel_window_minutes: number;
    currencies: Currency[];
    owner_id: number | null;
  }>(
    db,
    sql`select s.label as seller_label, b.name as booth_name, b.cancel_window_minutes, b.currencies, b.owner_id
        from sellers s join ticket_booths b on b.id = ${terminal.boothId} where s.id = ${terminal.sellerId}`,
  );
  if (!row) throw notFound('La taquilla');
  return {
    seller: { id: terminal.sellerId, label: row.seller_label },
    booth: { id: terminal.boothId, name: row.booth_name },
    expires_at: expiresAt.toISOString(),
    cancel_window_minutes: row.cancel_window_minutes,
    currencies: row.currencies,
    credit: row.owner_id === null ? [] : await creditStatusOf(db, row.owner_id),
  };
}

interface TerminalDrawRow {
  id: number;
  name: string;
  module_id: number;
  module_name: string;
  draw_at: Date | string;
  cutoff_minutes: number;
  game_types: TerminalDraw['game_types'];
}

/**
 * The draws a terminal may sell now: open, before their cutoff, of a module assigned to the booth's
 * owner, with the active game types the owner has enabled (a draw without any is left out) and the payout
 * the booth sells each with (`prize_plan_of`), soonest first.
 */
export async function terminalDraws(db: Database, boothId: number, now: Date): Promise<TerminalDraw[]> {
  const rows = await queryRows<TerminalDrawRow>(
    db,
    sql`select d.id, d.name, d.module_id, m.name as module_name, d.draw_at, m.cutoff_minutes,
               (select json_agg(json_build_object('id', g.id, 'name', g.name, 'kind', g.kind, 'bet_format', g.bet_format,
                                                  'min_bet', json_build_object('VES', g.min_bet_ves::float8, 'USD', g.min_bet_usd::float8),
                                                  'max_bet', json_build_object('VES', g.max_bet_ves::float8, 'USD', g.max_bet_usd::float8),
                                                  'payout', p.payout::float8) order by g.id)
                from game_types g join user_game_configs c on c.game_type_id = g.id and c.user_id = b.owner_id and c.enabled
                -- The payout the booth sells with: its plan, its owner's, the game type's.
                cross join lateral prize_plan_of(b.id, b.owner_id, g.id) p
                where g.module_id = d.module_id and g.status = 'active') as game_types
        from draws d
        join modules m on m.id = d.module_id
        join ticket_booths b on b.id = ${boothId}
        join user_modules um on um.user_id = b.owner_id and um.module_id = d.module_id and um.assigned
        where d.status = 'open' and d.draw_at - make_interval(mins => m.cutoff_minutes) > ${now}
        order by d.draw_at, d.id`,
  );
  return rows
    .filter((row) => row.game_types !== null && row.game_types.length > 0)
    .map(({ cutoff_minutes, ...row }) => {
      const drawAt = new Date(row.draw_at);
      return {
        ...row,
        draw_at: drawAt.toISOString(),
        cutoff_at: new Date(drawAt.getTime() - cutoff_minutes * 60_000).toISOString(),
      };
    });
}

/**
 * Ends a seller account's terminal session (`only` that one: its own sign-out; otherwise whichever
 * is live: an unlock from the back-office) as an audited write, and makes every API instance forget
 * it once committed. Answers how many ended.
 */
export async function endTerminalSession(
  db: Database,
  sessions: SessionStore,
  actor: AuditActor,
  sellerId: number,
  which: { only?: number; signOut?: boolean } = {},
): Promise<number> {
  const ended = await auditedWrite(db, actor, async (tx, audit) => {
    const ids = await sessions.endTerminalWithin(tx, sellerId, which);
    audit({ action: 'session_end', recordType: 'seller', recordId: sellerId, before: null, after: { terminal_sessions: ids } });
    return ids;
  });
  await sessions.announceEnded(ended);
  return ended.length;
}
