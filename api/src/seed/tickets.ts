/**
 * Tickets sold for the finished draws and today's open ones: each at a booth open at the time, by
 * one of the booth's sellers, before the draw, with one to three bets on the draw's game types.
 *
 * Winners are realistic rather than fixed: a bet wins with a chance of RETURN_RATE / payout, so
 * the house keeps about a fifth of the stakes and cheap bets (Parley, a horse to win) win often
 * while a Cuaterna or a Pleno almost never does; that gives roughly one winning ticket in eight.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ticketLines, tickets } from '../db/schema';
import { chunks, insertInBatches } from './batch';
import { betSelection } from './bets';
import { BET_AMOUNTS, SALES_OPEN_HOUR } from './catalog';
import type { SeededBooth, SeededSeller } from './booths';
import type { SeededDraw } from './draws';
import type { Random } from './random';
import { MINUTE, between, caracasDay, caracasTime, earliest } from './time';

export interface SeededTicket {
  id: number;
  code: string;
  booth: SeededBooth;
  seller: SeededSeller;
  draw: SeededDraw;
  amount: number;
  isWinner: boolean;
  prizeAmount: number;
  createdAt: Date;
}

export const TICKET_COUNT = 4500;
/** Average share of the stakes paid back as prizes. */
const RETURN_RATE = 0.8;
/** Even the safest bet loses more often than not. */
const MAX_WIN_CHANCE = 0.45;
const LINES_PER_TICKET = [
  { lines: 1, weight: 50 },
  { lines: 2, weight: 30 },
  { lines: 3, weight: 20 },
];

type NewLine = Omit<typeof ticketLines.$inferInsert, 'ticket_id'>;

const cents = (value: number) => Math.round(value * 100) / 100;

export async function seedTickets(
  db: Database,
  random: Random,
  now: Date,
  allDraws: SeededDraw[],
  booths: SeededBooth[],
  allSellers: SeededSeller[],
): Promise<SeededTicket[]> {
  const drawsByModule = new Map<number, SeededDraw[]>();
  const today = caracasDay(now);
  for (const draw of allDraws) {
    // Sales of a day's draws open that day: later days have sold nothing yet.
    if (caracasDay(draw.drawAt) > today) continue;
    drawsByModule.set(draw.module.id, [...(drawsByModule.get(draw.module.id) ?? []), draw]);
  }
  const modules = [...new Set(allDraws.map((d) => d.module))].filter((m) => drawsByModule.has(m.id));
  const sellersByBooth = new Map<number, SeededSeller[]>();
  for (const seller of allSellers) {
    if (seller.boothId === null) continue;
    sellersByBooth.set(seller.boothId, [...(sellersByBooth.get(seller.boothId) ?? []), seller]);
  }
  const sellersAt = (booth: SeededBooth, moment: Date) =>
    (sellersByBooth.get(booth.id) ?? []).filter((s) => s.assignedAt !== null && s.assignedAt <= moment);

  const planned: (Omit<SeededTicket, 'id' | 'code'> & { lines: NewLine[] })[] = [];
  for (let attempt = 0; planned.length < TICKET_COUNT && attempt < TICKET_COUNT * 50 && modules.length > 0; attempt++) {
    const module = random.weighted(modules, (m) => m.info.popularity);
    const draw = random.pick(drawsByModule.get(module.id)!);
    const salesOpen = caracasTime(draw.drawAt, 0, SALES_OPEN_HOUR);
    const salesClose = new Date(draw.drawAt.getTime() - MINUTE);
    const soldUntil = earliest(salesClose, now);
    if (soldUntil <= salesOpen) continue;
    // A draw later today has sold only part of its day so far: it keeps only that share of tickets.
    if (!random.chance((soldUntil.getTime() - salesOpen.getTime()) / (salesClose.getTime() - salesOpen.getTime()))) continue;
    const createdAt = between(random, salesOpen, soldUntil);
    const openBooths = booths.filter((b) => b.createdAt <= createdAt && sellersAt(b, createdAt).length > 0);
    if (openBooths.length === 0) continue;
    const booth = random.weighted(openBooths, (b) => b.popularity);
    const seller = random.pick(sellersAt(booth, createdAt));

    const lineCount = random.weighted(LINES_PER_TICKET, (l) => l.weight).lines;
    const lines: NewLine[] = [];
    for (let i = 0; i < lineCount; i++) {
      const type = random.weighted(module.gameTypes, (t) => t.info.popularity);
      const amount = Math.max(type.info.minBet, random.weighted(BET_AMOUNTS, (a) => a.weight).amount);
      const wins = draw.outcome !== null && random.chance(Math.min(MAX_WIN_CHANCE, RETURN_RATE / type.info.payout));
      lines.push({
        game_type_id: type.id,
        selection: betSelection(type.info.format, random, draw.outcome, wins),
        amount,
        potential_payout: cents(amount * type.info.payout),
        payout: type.info.payout,
        is_winner: wins,
      });
    }
    const winning = lines.filter((l) => l.is_winner);
    planned.push({
      booth,
      seller,
      draw,
      amount: cents(lines.reduce((sum, l) => sum + Number(l.amount), 0)),
      isWinner: winning.length > 0,
      prizeAmount: cents(winning.reduce((sum, l) => sum + Number(l.potential_payout), 0)),
      createdAt,
      lines,
    });
  }

  // Codes follow the order of sale, like a real numbering.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const seeded: SeededTicket[] = [];
  const allLines: (typeof ticketLines.$inferInsert)[] = [];
  for (const batch of chunks(planned.map((ticket, index) => ({ ...ticket, code: `TK-${String(index + 1).padStart(7, '0')}` })))) {
    const inserted = await db
      .insert(tickets)
      .values(
        batch.map((t) => ({
          code: t.code,
          ticket_booth_id: t.booth.id,
          seller_id: t.seller.id,
          draw_id: t.draw.id,
          amount: t.amount,
          is_winner: t.isWinner,
          prize_amount: t.prizeAmount,
          created_at: t.createdAt,
        })),
      )
      .returning({ id: tickets.id, code: tickets.code });
    const idOf = new Map(inserted.map((row) => [row.code, row.id]));
    for (const { lines, ...ticket } of batch) {
      const id = idOf.get(ticket.code)!;
      seeded.push({ ...ticket, id });
      for (const line of lines) allLines.push({ ...line, ticket_id: id });
    }
  }
  await insertInBatches(db, ticketLines, allLines);
  // Each line's commission, as a sale records it: the booth owner's sale percentage × its amount.
  await db.execute(sql`
    update ${ticketLines} l set sale_percentage = us.setting_value, commission = round(l.amount * us.setting_value / 100, 2)
    from ${tickets} t
    join ticket_booths b on b.id = t.ticket_booth_id
    join user_settings us on us.user_id = b.owner_id and us.setting_key = 'sale_percentage'
    where l.ticket_id = t.id`);
  return seeded;
}
