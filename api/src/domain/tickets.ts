/** Tickets: rows as the API shows them (the tickets list and the reports share them), and the whole ticket. */
import type { Currency } from '@banca/contracts/money';
import { randomBytes } from 'node:crypto';
import type { TicketActor, TicketDetail, TicketListQuery, TicketRow } from '@banca/contracts';
import { can } from '@banca/contracts/access';
import type { DrawStatus, Role, TicketStatus } from '@banca/contracts/enums';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { dailySellerSales, draws, gameTypes, modules, sellers, ticketBooths, ticketLines, tickets, users } from '../db/schema';
import { notFound } from '../errors';
import { likePattern, pageOffset } from './paging';
import { type DataScope, payableScope, ticketScope } from './scope';
import { withinDays } from './time';

/** A ticket's status: refunded (its draw suspended), cancelled, or pending until its draw is settled, then winner or loser. */
const ticketStatus = sql<TicketStatus>`case when ${tickets.refunded_at} is not null then 'refunded' when ${tickets.cancelled_at} is not null then 'cancelled'
  when ${draws.status} <> 'settled' then 'pending' when ${tickets.is_winner} then 'winner' else 'loser' end`;

/** Tickets of one status (the filter of the tickets list). */
export function ticketStatusIs(status: TicketStatus): SQL {
  if (status === 'refunded') return isNotNull(tickets.refunded_at);
  if (status === 'cancelled') return and(isNotNull(tickets.cancelled_at), isNull(tickets.refunded_at))!;
  const settled = sql`${tickets.draw_id} in (select ${draws.id} from ${draws} where ${draws.status} = 'settled')`;
  if (status === 'pending') return and(isNull(tickets.cancelled_at), sql`not (${settled})`)!;
  return and(isNull(tickets.cancelled_at), settled, eq(tickets.is_winner, status === 'winner'))!;
}

/** Tickets that count (in sums, reports, totals): every one not cancelled. */
export const ticketCounts = isNull(tickets.cancelled_at);

/** The columns of a ticket row: the ticket with its booth, seller and draw names. */
const ticketRowColumns = {
  id: tickets.id,
  code: tickets.code,
  ticket_booth_id: tickets.ticket_booth_id,
  booth_name: ticketBooths.name,
  seller_id: tickets.seller_id,
  seller_label: sellers.label,
  draw_id: tickets.draw_id,
  draw_name: draws.name,
  amount: tickets.amount,
  currency: sql<Currency>`${tickets.currency}`,
  status: ticketStatus,
  is_winner: tickets.is_winner,
  prize_amount: tickets.prize_amount,
  created_at: tickets.created_at,
  paid_at: tickets.paid_at,
};

type TicketRowRecord = {
  [K in keyof typeof ticketRowColumns]: (typeof ticketRowColumns)[K] extends SQL<infer T>
    ? T
    : (typeof ticketRowColumns)[K] extends { _: { data: infer D; notNull: infer N } }
      ? N extends true
        ? D
        : D | null
      : never;
};

function ticketRowOf(row: TicketRowRecord): TicketRow {
  return { ...row, created_at: row.created_at.toISOString(), paid_at: row.paid_at?.toISOString() ?? null };
}

/** Ticket rows matching `where`, newest first (created_at desc, id desc: stable across pages). */
export async function ticketRows(db: Database, where: SQL | undefined, limit: number, offset = 0): Promise<TicketRow[]> {
  const rows = await db
    .select(ticketRowColumns)
    .from(tickets)
    .innerJoin(ticketBooths, eq(ticketBooths.id, tickets.ticket_booth_id))
    .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
    .innerJoin(draws, eq(draws.id, tickets.draw_id))
    .where(where)
    .orderBy(desc(tickets.created_at), desc(tickets.id))
    .limit(limit)
    .offset(offset);
  return rows.map(ticketRowOf);
}

/** A page of the tickets the scope sees, searching by code, optionally of one booth, one draw, one status and one day of sale. */
export async function listTickets(db: Database, scope: DataScope, query: TicketListQuery) {
  const { booth_id, draw_id, status, day, refund_owed } = query;
  const page = query.page ?? 1;
  const search = query.search?.trim() ? ticketCodeSearchText(query.search) : undefined;
  const where = and(
    // The refunds owed are the booth's to pay (any of its seller accounts sold them): a terminal lists its booth's.
    refund_owed !== undefined ? payableScope(scope) : ticketScope(scope),
    search ? sql`${tickets.code} ILIKE ${likePattern(search)}` : undefined,
    booth_id !== undefined ? eq(tickets.ticket_booth_id, booth_id) : undefined,
    draw_id !== undefined ? eq(tickets.draw_id, draw_id) : undefined,
    status !== undefined ? ticketStatusIs(status) : undefined,
    day !== undefined ? withinDays(tickets.created_at, day) : undefined,
    refund_owed !== undefined ? and(isNotNull(tickets.refunded_at), isNull(tickets.refund_paid_at)) : undefined,
  );
  // Filtered by scope, booth and day alone, the total is the tickets the daily sums counted on
  // their sale (a ticket counts once, on its first line, on the day it was sold): a few thousand
  // sums rather than every ticket. Other filters count the tickets themselves.
  const fromSums = !search && draw_id === undefined && status === undefined && refund_owed === undefined;
  const [rows, [{ total }]] = await Promise.all([
    ticketRows(db, where, PAGE_SIZE, pageOffset(page)),
    fromSums
      ? db
          .select({ total: sql<number>`coalesce(sum(${dailySellerSales.tickets}), 0)::int` })
          .from(dailySellerSales)
          .where(
            and(
              ticketScope(scope, dailySellerSales),
              booth_id !== undefined ? eq(dailySellerSales.ticket_booth_id, booth_id) : undefined,
              day !== undefined ? sql`${dailySellerSales.day} = ${day}::date` : undefined,
            ),
          )
      : db.select({ total: count() }).from(tickets).where(where),
  ]);
  return { rows, page, total };
}

/** Who looks at a ticket, for what it may do with it: a staff role, or a booth terminal. */
export type TicketViewer = { kind: 'staff'; role: Role } | { kind: 'terminal'; sellerId: number; boothId: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A ticket with what its sale, cancellation and payment rules need. */
export interface TicketFacts {
  id: number;
  code: string;
  ticketBoothId: number;
  sellerId: number;
  drawId: number;
  createdAt: Date;
  cancelledAt: Date | null;
  isWinner: boolean;
  /** The prize as SQL numeric text (exact). */
  prize: string;
  currency: Currency;
  paidAt: Date | null;
  refundedAt: Date | null;
  refundPaidAt: Date | null;
  drawStatus: DrawStatus;
  drawAt: Date;
  cutoffMinutes: number;
  prizeExpiryDays: number;
  cancelWindowMinutes: number;
}

/** When a ticket's draw stops selling (and the back-office stops cancelling). */
export const cutoffOf = (facts: Pick<TicketFacts, 'drawAt' | 'cutoffMinutes'>) =>
  new Date(facts.drawAt.getTime() - facts.cutoffMinutes * MINUTE);
/** Until when its terminal may cancel it: the sale plus the booth's window, never past the cutoff. */
export const cancelUntilOf = (facts: Pick<TicketFacts, 'createdAt' | 'cancelWindowMinutes' | 'drawAt' | 'cutoffMinutes'>) =>
  new Date(Math.min(facts.createdAt.getTime() + facts.cancelWindowMinutes * MINUTE, cutoffOf(facts).getTime()));
/** Until when its prize may be paid: the draw's time plus its module's prize expiry. */
export const prizeExpiresAtOf = (facts: Pick<TicketFacts, 'drawAt' | 'prizeExpiryDays'>) =>
  new Date(facts.drawAt.getTime() + facts.prizeExpiryDays * DAY);

/** The columns `TicketFacts` is read from (joined to the draw, its module and the booth). */
export const ticketFactsColumns = {
  id: tickets.id,
  code: tickets.code,
  ticketBoothId: tickets.ticket_booth_id,
  sellerId: tickets.seller_id,
  drawId: tickets.draw_id,
  createdAt: tickets.created_at,
  cancelledAt: tickets.cancelled_at,
  isWinner: tickets.is_winner,
  prize: sql<string>`${tickets.prize_amount}::text`,
  currency: sql<Currency>`${tickets.currency}`,
  paidAt: tickets.paid_at,
  refundedAt: tickets.refunded_at,
  refundPaidAt: tickets.refund_paid_at,
  drawStatus: draws.status,
  drawAt: draws.draw_at,
  cutoffMinutes: modules.cutoff_minutes,
  prizeExpiryDays: modules.prize_expiry_days,
  cancelWindowMinutes: ticketBooths.cancel_window_minutes,
};

/** Tickets with their draw, module and booth: the base of `TicketFacts` reads. */
export function selectTicketFacts(db: Database) {
  return db
    .select(ticketFactsColumns)
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.draw_id))
    .innerJoin(modules, eq(modules.id, draws.module_id))
    .innerJoin(ticketBooths, eq(ticketBooths.id, tickets.ticket_booth_id));
}

/** Whether the viewer may cancel the ticket now (the rules `cancelTicket` enforces). */
export function mayCancel(facts: TicketFacts, viewer: TicketViewer, now: Date): boolean {
  if (facts.cancelledAt !== null || facts.drawStatus !== 'open' || now >= cutoffOf(facts)) return false;
  if (viewer.kind === 'terminal') return viewer.sellerId === facts.sellerId && now <= cancelUntilOf(facts);
  return can(viewer.role, 'tickets:cancel');
}

/** Whether the viewer may pay the ticket's prize now (the rules `payPrize` enforces). */
export function mayPay(facts: TicketFacts, viewer: TicketViewer, now: Date): boolean {
  if (facts.cancelledAt !== null || facts.drawStatus !== 'settled' || !facts.isWinner || facts.paidAt !== null) return false;
  if (now > prizeExpiresAtOf(facts)) return false;
  if (viewer.kind === 'terminal') return viewer.boothId === facts.ticketBoothId;
  return can(viewer.role, 'tickets:pay');
}

/** Whether the viewer may pay the ticket's refund back now (the rules `payRefund` enforces). */
export function mayRefund(facts: TicketFacts, viewer: TicketViewer): boolean {
  if (facts.refundedAt === null || facts.refundPaidAt !== null) return false;
  if (viewer.kind === 'terminal') return viewer.boothId === facts.ticketBoothId;
  return can(viewer.role, 'tickets:pay');
}

const cancelledByUser = alias(users, 'cancelled_by_user');
const cancelledBySeller = alias(sellers, 'cancelled_by_seller');
const paidByUser = alias(users, 'paid_by_user');
const paidBySeller = alias(sellers, 'paid_by_seller');
const paidAtBooth = alias(ticketBooths, 'paid_at_booth');
const refundPaidByUser = alias(users, 'refund_paid_by_user');
const refundPaidBySeller = alias(sellers, 'refund_paid_by_seller');

function actorOf(user: { first_name: string; last_name: string } | null, seller: { label: string } | null): TicketActor {
  if (seller !== null) return { name: seller.label, kind: 'terminal' };
  return { name: user ? `${user.first_name} ${user.last_name}` : 'sistema', kind: 'user' };
}

/** How people read who did something to a ticket: a user's name, or a terminal's seller account label. */
export const ticketActorName = (actor: TicketActor) => (actor.kind === 'terminal' ? `${actor.name} (terminal)` : actor.name);

/** One whole ticket the scope sees (row, draw, lines, cancellation, payment, what the viewer may do); 404 otherwise. */
export async function ticketDetail(db: Database, where: SQL, scope: DataScope, viewer: TicketViewer, now: Date): Promise<TicketDetail> {
  const [row] = await ticketRows(db, and(where, ticketScope(scope)), 1);
  if (!row) throw notFound('El ticket');
  const [[facts], [draw], [who], lines] = await Promise.all([
    selectTicketFacts(db).where(eq(tickets.id, row.id)),
    db
      .select({
        id: draws.id,
        name: draws.name,
        draw_at: draws.draw_at,
        status: draws.status,
        result_format: modules.result_format,
        winning_numbers: draws.winning_numbers,
      })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(eq(draws.id, row.draw_id)),
    db
      .select({
        cancelReason: tickets.cancel_reason,
        inWindow: tickets.cancelled_in_window,
        paidAmount: tickets.paid_amount,
        cancelledUser: { first_name: cancelledByUser.first_name, last_name: cancelledByUser.last_name },
        cancelledSeller: { label: cancelledBySeller.label },
        paidUser: { first_name: paidByUser.first_name, last_name: paidByUser.last_name },
        paidSeller: { label: paidBySeller.label },
        paidBooth: paidAtBooth.name,
        refundPaidUser: { first_name: refundPaidByUser.first_name, last_name: refundPaidByUser.last_name },
        refundPaidSeller: { label: refundPaidBySeller.label },
      })
      .from(tickets)
      .leftJoin(cancelledByUser, eq(cancelledByUser.id, tickets.cancelled_by_user_id))
      .leftJoin(cancelledBySeller, eq(cancelledBySeller.id, tickets.cancelled_by_seller_id))
      .leftJoin(paidByUser, eq(paidByUser.id, tickets.paid_by_user_id))
      .leftJoin(paidBySeller, eq(paidBySeller.id, tickets.paid_by_seller_id))
      .leftJoin(paidAtBooth, eq(paidAtBooth.id, tickets.paid_booth_id))
      .leftJoin(refundPaidByUser, eq(refundPaidByUser.id, tickets.refund_paid_by_user_id))
      .leftJoin(refundPaidBySeller, eq(refundPaidBySeller.id, tickets.refund_paid_by_seller_id))
      .where(eq(tickets.id, row.id)),
    db
      .select({
        id: ticketLines.id,
        game_type_name: gameTypes.name,
        kind: gameTypes.kind,
        bet_format: gameTypes.bet_format,
        selection: ticketLines.selection,
        amount: ticketLines.amount,
        potential_payout: ticketLines.potential_payout,
        payout: ticketLines.payout,
        is_winner: ticketLines.is_winner,
      })
      .from(ticketLines)
      .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
      .where(eq(ticketLines.ticket_id, row.id))
      .orderBy(asc(ticketLines.id)),
  ]);
  return {
    ...row,
    draw: { ...draw, draw_at: draw.draw_at.toISOString() },
    lines,
    cancel_until: cancelUntilOf(facts).toISOString(),
    prize_expires_at: prizeExpiresAtOf(facts).toISOString(),
    cancellation:
      facts.cancelledAt === null || facts.refundedAt !== null
        ? null
        : {
            at: facts.cancelledAt.toISOString(),
            by: actorOf(who.cancelledUser, who.cancelledSeller),
            reason: who.cancelReason ?? '',
            in_window: who.inWindow ?? false,
          },
    payment:
      facts.paidAt === null
        ? null
        : {
            at: facts.paidAt.toISOString(),
            by: actorOf(who.paidUser, who.paidSeller),
            amount: Number(who.paidAmount),
            booth_name: who.paidBooth,
          },
    refund:
      facts.refundedAt === null
        ? null
        : {
            at: facts.refundedAt.toISOString(),
            reason: who.cancelReason ?? '',
            amount: row.amount,
            paid_at: facts.refundPaidAt?.toISOString() ?? null,
            paid_by: facts.refundPaidAt === null ? null : ticketActorName(actorOf(who.refundPaidUser, who.refundPaidSeller)),
          },
    actions: { cancel: mayCancel(facts, viewer, now), pay: mayPay(facts, viewer, now), refund: mayRefund(facts, viewer) },
  };
}

/** The whole ticket of an id. */
export const ticketById = (id: number): SQL => eq(tickets.id, id);

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARACTERS = 13;

/**
 * A new ticket code: 13 characters of Crockford's base 32 (65 random bits from the CSPRNG), in
 * groups of 4-4-5 ('7K3M-9QXA-2HRTP'), so that nobody can guess a code that wins.
 */
export function newTicketCode(): string {
  const bytes = randomBytes(9);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < CODE_CHARACTERS; i++) {
    text += CROCKFORD[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

/**
 * A code as typed (spaces, dashes, lower case, O for 0, I or L for 1) as it is stored; a code that is
 * not one of the 13-character codes (the older TK-… ones) stays as typed, upper-cased.
 */
export function storedTicketCode(typed: string): string {
  const upper = typed.trim().toUpperCase();
  const compact = compactCode(upper);
  if (compact.length === CODE_CHARACTERS && isCodeText(compact)) return grouped(compact);
  return upper;
}

/**
 * What a code search looks for: a whole code as it is stored (storedTicketCode), and the beginning
 * of one read aloud in groups ("3crx kfv5 m6w") with the dashes it is stored with; any other text
 * as typed, upper-cased (a search "TK-12" or "KFV5" finds the codes that hold it).
 */
export function ticketCodeSearchText(typed: string): string {
  const upper = typed.trim().toUpperCase();
  const compact = compactCode(upper);
  if (/\s/.test(upper) && compact.length < CODE_CHARACTERS && isCodeText(compact)) return grouped(compact);
  return storedTicketCode(upper);
}

const compactCode = (upper: string) => upper.replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
const isCodeText = (compact: string) => compact.length > 0 && [...compact].every((c) => CROCKFORD.includes(c));
/** Dashes after the 4th and 8th characters, as far as the text goes. */
const grouped = (compact: string) => [compact.slice(0, 4), compact.slice(4, 8), compact.slice(8)].filter(Boolean).join('-');
