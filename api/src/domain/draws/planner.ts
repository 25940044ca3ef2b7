/**
 * The draw planner: every lottery's draws exist `horizonDays` ahead of today, from its schedule, so
 * a banca keeps selling day after day with nobody creating draws by hand. Every instance plans
 * (at start and periodically, jobs/plan-draws.ts); the unique key on (module, moment) makes a
 * moment that two instances plan at once one draw, never two.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Days of draws kept ahead of today, when DRAW_HORIZON_DAYS does not say. */
export const DEFAULT_DRAW_HORIZON_DAYS = 7;

/**
 * Creates the draws of every scheduled moment of every active lottery from `now` to the end of the banca's day
 * `horizonDays` after today (America/Caracas) that does not exist yet, named `<lottery> HH:MM`;
 * a new draw's top prize is that of its lottery's latest draw. Answers how many it created.
 * One statement: nearly every run finds every moment planned and writes nothing.
 */
export async function planDraws(db: Database, now: Date, horizonDays: number): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into draws (module_id, name, draw_at, planned_at, prize, created_at)
    select s.module_id, m.name || ' ' || s.time, moment.draw_at, moment.draw_at, coalesce(latest.prize, 0), ${at}::timestamptz
    from module_schedules s
    join modules m on m.id = s.module_id
    cross join generate_series(
      (${at}::timestamptz at time zone 'America/Caracas')::date,
      (${at}::timestamptz at time zone 'America/Caracas')::date + ${horizonDays}::int,
      interval '1 day'
    ) as day(day)
    cross join lateral (select ((day.day::date + s.time::time) at time zone 'America/Caracas') as draw_at) moment
    left join lateral (select d.prize from draws d where d.module_id = s.module_id order by d.draw_at desc limit 1) latest on true
    where extract(isodow from day.day) = s.weekday
      and m.status = 'active'
      and moment.draw_at > ${at}::timestamptz
      and not exists (select 1 from module_days_off o where o.module_id = s.module_id and o.day = day.day::date)
    -- Either key: the moment is taken (module_id, draw_at), or its draw was moved away (module_id, planned_at).
    on conflict do nothing
    returning id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
