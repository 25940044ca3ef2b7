/**
 * A month of draws: every module draws daily at fixed Venezuelan hours, from DRAW_DAYS_BEFORE days
 * ago to DRAW_DAYS_AFTER days ahead. Past draws are settled (their result confirmed by the
 * administrator a few minutes after the draw, and recorded in the results history), except each
 * module's latest, whose sales are closed and whose result awaits an administrator (its tickets
 * are pending); the rest are open for sales.
 */
import type { Database } from '../db/client';
import type { DrawStatus } from '@banca/contracts/enums';
import { drawResults, draws } from '../db/schema';
import { insertInBatches } from './batch';
import { drawOutcome, type DrawOutcome } from './bets';
import { DRAW_DAYS_AFTER, DRAW_DAYS_BEFORE, DRAW_HOURS } from './catalog';
import type { SeededModule } from './games';
import type { Random } from './random';
import { DAY, MINUTE, caracasTime, earliest } from './time';

export interface SeededDraw {
  id: number;
  module: SeededModule;
  name: string;
  drawAt: Date;
  status: DrawStatus;
  prize: number;
  /** Set once the draw has happened. */
  outcome: DrawOutcome | null;
}

/** How long after a draw its result is confirmed in the demo data. */
const RESULT_DELAY = 5 * MINUTE;

/** The draws of `catalog`'s modules, all drawing at `hours` (the animalitos are seeded by a second call, at theirs). */
export async function seedDraws(
  db: Database,
  random: Random,
  now: Date,
  catalog: SeededModule[],
  adminId: number,
  hours: readonly number[] = DRAW_HOURS,
): Promise<SeededDraw[]> {
  const planned: Omit<SeededDraw, 'id'>[] = [];
  for (let day = -DRAW_DAYS_BEFORE; day <= DRAW_DAYS_AFTER; day++) {
    for (const hour of hours) {
      for (const module of catalog) {
        const drawAt = caracasTime(now, day, hour);
        const status: DrawStatus = drawAt < now ? 'settled' : 'open';
        const { min, max, step } = module.info.prize;
        planned.push({
          module,
          name: `${module.info.name} ${String(hour).padStart(2, '0')}:00`,
          drawAt,
          status,
          prize: random.int(min / step, max / step) * step,
          outcome: status === 'settled' ? drawOutcome(module.info.code, random) : null,
        });
      }
    }
  }
  // Each module's latest past draw awaits its result (drawn after the others, so every other draw
  // keeps the same outcome whatever the moment).
  for (const module of catalog) {
    const latest = planned.filter((draw) => draw.module === module && draw.status === 'settled').at(-1);
    if (latest) Object.assign(latest, { status: 'closed', outcome: null });
  }
  // Inserted in draw order, so ids follow time; each id is then read back by module and moment.
  await insertInBatches(
    db,
    draws,
    planned.map((draw) => ({
      module_id: draw.module.id,
      name: draw.name,
      draw_at: draw.drawAt,
      status: draw.status,
      prize: draw.prize,
      winning_numbers: draw.outcome?.text ?? null,
      closed_at: draw.status === 'open' ? null : draw.drawAt,
      settled_at: draw.status === 'settled' ? settledAt(draw.drawAt, now) : null,
      // Scheduled a week ahead, never later than now.
      created_at: earliest(new Date(draw.drawAt.getTime() - 7 * DAY), now),
    })),
  );
  const stored = await db.select({ id: draws.id, moduleId: draws.module_id, drawAt: draws.draw_at }).from(draws).orderBy(draws.id);
  const idOf = new Map(stored.map((row) => [`${row.moduleId}@${row.drawAt.getTime()}`, row.id]));
  const seeded = planned.map((draw) => ({ ...draw, id: idOf.get(`${draw.module.id}@${draw.drawAt.getTime()}`)! }));
  await insertInBatches(
    db,
    drawResults,
    seeded
      .filter((draw) => draw.outcome !== null)
      .map((draw) => ({
        draw_id: draw.id,
        winning_numbers: draw.outcome!.text,
        entered_by: adminId,
        entered_at: settledAt(draw.drawAt, now),
      })),
  );
  return seeded;
}

const settledAt = (drawAt: Date, now: Date) => earliest(new Date(drawAt.getTime() + RESULT_DELAY), now);
