/**
 * Display formats shared by every screen: money in its currency (Bs or $), counts with thousands separators,
 * dates as dd/MM/yyyy. Dates and times are shown on the business clock (the banca's time zone,
 * America/Caracas unless the runtime config says otherwise), the same clock the API counts days
 * in, so a draw at 19:00 reads 19:00 wherever the browser is.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type Currency, moneyText } from '@banca/contracts/money';
import { getRuntimeConfig } from '@banca/shared-auth';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The number formats, built on first use: a page's first Intl object loads the runtime's locale
 * data (about 20 ms in Chromium here), which a sign-in screen that shows no amount should not pay
 * before it can draw.
 */
let counts: Intl.NumberFormat | undefined;

/**
 * Money the one way of every app and the API (`@banca/contracts/money`): -$1.136,00, Bs 1.234,56
 * (dollars when no currency is named); nothing is a dash.
 */
export function formatCurrency(value: number | null | undefined, currency?: Currency): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return moneyText(value, currency);
}

let multipliers: Intl.NumberFormat | undefined;

/** A payout multiplier: 70×, 5.000×, 30,5×. */
export function formatPayout(value: number): string {
  multipliers ??= new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 });
  return `${multipliers.format(value)}×`;
}

let percents: Intl.NumberFormat | undefined;

/** A percentage: 12,5 %. */
export function formatPercent(value: number): string {
  percents ??= new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 });
  return `${percents.format(value)} %`;
}

export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  counts ??= new Intl.NumberFormat('es-VE', { maximumFractionDigits: 0 });
  return counts.format(value);
}

/** A moment on the business clock. */
export function businessTime(value: string | Date): dayjs.Dayjs {
  return dayjs(value).tz(getRuntimeConfig().businessTimezone);
}

/** The moment of a day (`YYYY-MM-DD`) and time (`HH:mm`) on the banca's clock, as the API writes moments (ISO, UTC). */
export function businessMomentOf(day: string, time: string): string {
  return dayjs.tz(`${day} ${time}`, getRuntimeConfig().businessTimezone).toISOString();
}

/**
 * Today on the business clock as a calendar day (midnight of the browser's clock, as date pickers
 * and day arithmetic expect): in Tokyo at 09:00 on the 6th it is still the 5th in Caracas.
 */
export function businessToday(): dayjs.Dayjs {
  return dayjs(businessTime(new Date()).format('YYYY-MM-DD'));
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is written as a calendar day, `YYYY-MM-DD` (a URL's day filter, an API's day). */
export const isCalendarDay = (value: string): boolean => CALENDAR_DAY.test(value);

/** A moment shows its business day; a calendar day ('2026-11-01') is shown as it is, not shifted. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  if (typeof value === 'string' && isCalendarDay(value)) return dayjs(value).format('DD/MM/YYYY');
  return businessTime(value).format('DD/MM/YYYY');
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? businessTime(value).format('DD/MM/YYYY HH:mm') : '—';
}

export function formatTime(value: string | Date | null | undefined): string {
  return value ? businessTime(value).format('HH:mm') : '—';
}

/**
 * A recent moment as a list of them reads best: the time alone when it is today (business clock),
 * with its date when it is another day, so yesterday's 15:34 does not pass for today's.
 */
export function formatTimeOrDateTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return '—';
  const moment = businessTime(value);
  return moment.format('YYYY-MM-DD') === businessTime(now).format('YYYY-MM-DD')
    ? moment.format('HH:mm')
    : moment.format('DD/MM/YYYY HH:mm');
}
