/** Date arithmetic of the seed; every moment is derived from the seed's `now`. */
import { CARACAS_UTC_OFFSET_HOURS } from './catalog';
import type { Random } from './random';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const CARACAS_OFFSET = CARACAS_UTC_OFFSET_HOURS * HOUR;

/** The instant of `hour`:00 in Caracas on the day `dayOffset` days after the Caracas day of `now`. */
export function caracasTime(now: Date, dayOffset: number, hour: number): Date {
  const caracasNow = new Date(now.getTime() + CARACAS_OFFSET);
  const midnightUtc = Date.UTC(caracasNow.getUTCFullYear(), caracasNow.getUTCMonth(), caracasNow.getUTCDate() + dayOffset);
  return new Date(midnightUtc + hour * HOUR - CARACAS_OFFSET);
}

/** The Caracas calendar day of an instant, as "YYYY-MM-DD". */
export function caracasDay(moment: Date): string {
  return new Date(moment.getTime() + CARACAS_OFFSET).toISOString().slice(0, 10);
}

export const ago = (now: Date, ms: number): Date => new Date(now.getTime() - ms);

/** A random instant in [from, to] (from when the range is empty), to the second. */
export function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.floor((from.getTime() + random.next() * span) / 1000) * 1000);
}

export const latest = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);
export const earliest = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);
