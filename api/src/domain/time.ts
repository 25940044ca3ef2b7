/**
 * Business days: the banca works on Venezuelan time, so "a day" (a report's range, a draw's date,
 * the dashboard's today) is a calendar day in BUSINESS_TIMEZONE (America/Caracas) whatever the server's zone.
 */
import { BUSINESS_TIMEZONE, DAY_YEARS } from '@banca/contracts/limits';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidFields } from '../errors';

/** The zone as an SQL literal (a constant): the same expression in SELECT and GROUP BY stays the same text. */
const ZONE = sql.raw(`'${BUSINESS_TIMEZONE}'`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a 'YYYY-MM-DD' day starts in the business zone (the database knows its rules). */
export function dayStart(day: string): SQL {
  return sql`((${day})::date)::timestamp at time zone ${ZONE}`;
}

/** `column` falls within the business days `from` … `to` (inclusive); index-friendly bounds. */
export function withinDays(column: AnyPgColumn, from: string, to: string = from): SQL {
  return sql`(${column} >= ${dayStart(from)} and ${column} < ${dayStart(addDays(to, 1))})`;
}

/** The business day of a timestamp column, as 'YYYY-MM-DD'. */
export function businessDay(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;
}

/** The clock time of a timestamp column in the business zone, as 'HH:mm'. */
export function businessTime(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${ZONE}, 'HH24:MI')`;
}

/** Made once: making a formatter costs far more than formatting (it was a sale's costliest JavaScript). */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day of a moment, as 'YYYY-MM-DD'. */
export function businessDayOf(moment: Date): string {
  return DAY_FORMAT.format(moment);
}

/** The moment a business day's clock reads `minutes` past its midnight (more than a day's: the next days'), as SQL on a date expression. */
export function businessMoment(day: SQL | AnyPgColumn, minutes: number): SQL {
  return sql`((${day})::timestamp + ${sql.raw(`interval '${Math.trunc(minutes)} minutes'`)}) at time zone ${ZONE}`;
}

/** How far the business zone's clock is ahead of UTC at a moment, in ms (negative in the Americas). */
function zoneOffsetMs(moment: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIMEZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(moment)
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment a business day's clock reads `minutes` past its midnight (as `businessMoment`, in JavaScript). */
export function businessMomentOf(day: string, minutes: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const first = wall - zoneOffsetMs(new Date(wall));
  // Near a change of the zone's offset the first guess may sit on the other side of it.
  return new Date(wall - zoneOffsetMs(new Date(first)));
}

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment on the business clock as the screens write it: day 'DD/MM/YYYY' and time 'HH:mm:ss'. */
export function businessClockOf(moment: Date): { day: string; time: string } {
  const part = Object.fromEntries(CLOCK.formatToParts(moment).map(({ type, value }) => [type, value]));
  return { day: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}:${part.minute}:${part.second}` };
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings (no zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive (0 or less when `to` comes first). */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range, in order. */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, dayCount(from, to)) }, (_, i) => addDays(from, i));
}

/**
 * Checks day parameters (`YYYY-MM-DD`, the format the schema checks): each must be a real
 * calendar day within DAY_YEARS, so no day the database cannot represent (year 0) or that its
 * arithmetic would push past year 9999 reaches a query. A 400 names every offending field.
 */
/** How the messages name each day parameter (the `fields` of the answer keep the parameter's name). */
export const DAY_FIELD_NAMES: Record<string, string> = { from: 'desde', to: 'hasta', date: 'fecha' };

export function checkDays(days: Record<string, string>): void {
  const fields: Record<string, string> = {};
  for (const [field, day] of Object.entries(days)) {
    const year = Number(day.slice(0, 4));
    if (addDays(day, 0) !== day || !(year >= DAY_YEARS.min && year <= DAY_YEARS.max)) {
      fields[field] =
        `La fecha «${DAY_FIELD_NAMES[field] ?? field}» debe ser una fecha real entre los años ${DAY_YEARS.min} y ${DAY_YEARS.max} (AAAA-MM-DD).`;
    }
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}
