/**
 * The money events people are told of (notifications.ts): a booth's day still open once the day's
 * last draw has passed, a closing whose counted cash differs from the expected, refunds added to a
 * closed day by a later suspension, a settled draw with prizes still to pay, and a number past 80 %
 * of a sales limit.
 */
import type { LimitScope } from '@banca/contracts/enums';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import type { Currency } from '@banca/contracts/money';
import { dayText, moneyText, notify } from '../notifications';
import { addDays, businessDayOf, dayStart } from '../time';

/** Tells the owner and the administrators of each booth day still open after the day's last draw (once per day). */
export async function notifyDaysOpenAfterLastDraw(db: Database, now: Date): Promise<void> {
  const today = businessDayOf(now);
  const open = await queryRows<{ id: number; booth_name: string; owner_id: number | null }>(
    db,
    sql`with last_draw as (
          select max(draw_at) as at from draws where draw_at >= ${dayStart(today)} and draw_at < ${dayStart(addDays(today, 1))}
        )
        select d.id, b.name as booth_name, d.owner_id
        from booth_days d join ticket_booths b on b.id = d.ticket_booth_id cross join last_draw l
        where d.day = ${today}::date and d.status = 'open' and l.at <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from inbox_items i where i.event_key = 'day-open:' || d.id)
        order by d.id`,
  );
  for (const day of open) {
    await notify(
      db,
      { roles: ['admin'], users: [day.owner_id] },
      [
        {
          eventKey: `day-open:${day.id}`,
          title: `${day.booth_name}: día sin cerrar`,
          body: `El último sorteo de hoy (${dayText(today)}) ya pasó y ${day.booth_name} aún no cierra su día. Ciérralo con el efectivo contado en Cierres de caja; si sigue abierto a las 00:30, el sistema lo cierra sin conteo.`,
        },
      ],
      now,
    );
  }
}

/**
 * Tells the administrators and the booth's owner of a closing whose counted cash differs from the
 * expected: each closing once (a day reopened and closed again is a new closing, `closing` being
 * the day's version it made).
 */
export async function notifyClosingDifference(
  db: Database,
  day: {
    id: number;
    closing: number;
    boothName: string;
    date: string;
    ownerId: number | null;
    expected: string;
    difference: string;
    currency: Currency;
  },
  now: Date,
): Promise<void> {
  const surplus = Number(day.difference) > 0;
  await notify(
    db,
    { roles: ['admin'], users: [day.ownerId] },
    [
      {
        eventKey: `day-difference:${day.id}:${day.closing}:${day.currency}`,
        title: `${surplus ? 'Sobrante' : 'Faltante'} en el cierre de ${day.boothName}`,
        body: `El cierre del ${dayText(day.date)} de ${day.boothName} contó ${moneyText(Math.abs(Number(day.difference)), day.currency)} ${surplus ? 'de más' : 'de menos'} sobre el efectivo esperado (${moneyText(day.expected, day.currency)}). Revísalo en Cierres de caja antes de aprobarlo.`,
      },
    ],
    now,
  );
}

/**
 * Tells the administrators and the booth's owner of a draw suspended after the booth closed its day:
 * the refunds it adds to that closed day (recordRefundsOnClosedDays), once per recording.
 */
export async function notifyRefundsOnClosedDay(
  db: Database,
  day: {
    id: number;
    version: number;
    boothName: string;
    date: string;
    ownerId: number | null;
    drawName: string;
    tickets: number;
    amount: string;
    commission: { before: string; after: string };
    expected: string;
    currency: Currency;
  },
  now: Date,
): Promise<void> {
  const tickets = day.tickets === 1 ? '1 ticket reintegrado' : `${day.tickets} tickets reintegrados`;
  await notify(
    db,
    { roles: ['admin'], users: [day.ownerId] },
    [
      {
        eventKey: `day-refunds:${day.id}:${day.version}:${day.currency}`,
        title: `${day.boothName}: reintegros en un día cerrado`,
        body: `${day.drawName} se suspendió después del cierre del ${dayText(day.date)} de ${day.boothName}: ese día suma ${tickets} (${moneyText(day.amount, day.currency)} por devolver) y su comisión pasa de ${moneyText(day.commission.before, day.currency)} a ${moneyText(day.commission.after, day.currency)}. El efectivo esperado (${moneyText(day.expected, day.currency)}) no cambia; los reintegros se pagan en Reintegros por pagar.`,
      },
    ],
    now,
  );
}

/**
 * Tells the administrators and operators of a draw just settled (or corrected) with winning tickets
 * not paid yet, and each owner of the part of its booths.
 */
export async function notifyPrizesToPay(db: Database, drawId: number, now: Date): Promise<void> {
  // Per owner of the booths, and (owner null from the grouping set) over every booth.
  const unpaid = await queryRows<{ owner_id: number | null; whole: boolean; draw_name: string; tickets: number; amount: string }>(
    db,
    sql`select b.owner_id, grouping(b.owner_id) = 1 as whole, d.name as draw_name, count(*)::int as tickets, sum(t.prize_amount)::text as amount
        from tickets t join ticket_booths b on b.id = t.ticket_booth_id join draws d on d.id = t.draw_id
        where t.draw_id = ${drawId} and t.is_winner and t.paid_at is null and t.cancelled_at is null
        group by grouping sets ((b.owner_id, d.name), (d.name))`,
  );
  const event = `draw-prizes:${drawId}:${now.toISOString()}`;
  const text = (row: (typeof unpaid)[number], where: string) =>
    `${row.draw_name} tiene ${row.tickets} ${row.tickets === 1 ? 'ticket ganador' : 'tickets ganadores'} por pagar${where}: ${moneyText(row.amount)} en premios.`;
  for (const row of unpaid) {
    if (row.whole) {
      await notify(db, { roles: ['admin', 'operator'] }, [{ eventKey: event, title: 'Premios por pagar', body: text(row, '') }], now);
    } else if (row.owner_id !== null) {
      await notify(
        db,
        { users: [row.owner_id] },
        [{ eventKey: event, title: 'Premios por pagar', body: text(row, ' en tus taquillas') }],
        now,
      );
    }
  }
}

/** A sales limit's scope as its notice names it. */
const SCOPE_TEXT: Record<LimitScope, string> = {
  global: 'en todas las taquillas',
  owner: 'en las taquillas de',
  booth: 'en la taquilla',
  seller: 'del vendedor',
};

/** The scopes of a sale's numbers whose sales just reached 80 % of their limit (they were below before the sale). */
export interface NearLimit {
  drawId: number;
  gameTypeId: number;
  selection: string;
  scope: LimitScope;
  scopeId: number;
  /** The sale's currency: a limit counts that currency's sales only. */
  currency: Currency;
}

/**
 * Tells the administrators and operators (and, for a limit of its booths, the booth's owner) of a
 * number whose sales in a limit's scope passed 80 % of it; once per number, draw and scope.
 */
export async function notifyNumbersNearLimit(
  db: Database,
  crossed: readonly NearLimit[],
  ownerId: number | null,
  now: Date,
): Promise<void> {
  for (const near of crossed) {
    const [facts] = await queryRows<{
      draw_name: string;
      game_type_name: string;
      holder: string | null;
      amount: string;
      max_amount: string;
    }>(
      db,
      sql`select d.name as draw_name, g.name as game_type_name, s.amount::text, s.max_amount::text,
                 case s.scope when 'owner' then (select u.first_name || ' ' || u.last_name from users u where u.id = s.scope_id)
                              when 'booth' then (select b.name from ticket_booths b where b.id = s.scope_id)
                              when 'seller' then (select v.label from sellers v where v.id = s.scope_id) end as holder
          from draw_number_scope_sales s join draws d on d.id = s.draw_id join game_types g on g.id = s.game_type_id
          where s.draw_id = ${near.drawId} and s.game_type_id = ${near.gameTypeId} and s.selection = ${near.selection}
            and s.currency = ${near.currency} and s.scope = ${near.scope} and s.scope_id = ${near.scopeId}`,
    );
    if (!facts) continue;
    const share = Math.floor((Number(facts.amount) * 100) / Number(facts.max_amount));
    const where = near.scope === 'global' ? SCOPE_TEXT.global : `${SCOPE_TEXT[near.scope]} ${facts.holder ?? ''}`.trim();
    await notify(
      db,
      { roles: ['admin', 'operator'], users: near.scope === 'global' ? [] : [ownerId] },
      [
        {
          eventKey: `limit-80:${near.drawId}:${near.gameTypeId}:${near.selection}:${near.scope}:${near.scopeId}:${near.currency}`,
          title: `El ${near.selection} llegó al ${share} % de su tope`,
          body: `${facts.game_type_name} ${near.selection} en ${facts.draw_name}: vendido ${moneyText(facts.amount, near.currency)} de un tope de ${moneyText(facts.max_amount, near.currency)} ${where}.`,
        },
      ],
      now,
    );
  }
}
