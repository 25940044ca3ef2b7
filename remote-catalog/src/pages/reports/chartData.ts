/** What the report's charts draw, shaped from the API's answer (pure, so it is tested apart from the charts). */
import type { SalesReport } from '@banca/contracts';
import dayjs from 'dayjs';

/** How many groups the bar chart shows. */
export const TOP_GROUPS = 10;

export interface SeriesPoint {
  /** The calendar day, 'YYYY-MM-DD'. */
  date: string;
  /** The axis label, 'DD/MM'. */
  day: string;
  sales: number;
  prizes: number;
}

/**
 * One point per day of the range, in order (the API already fills the days without sales), up to
 * `today` ('YYYY-MM-DD'): days still to come have sold nothing yet, and are not drawn as $0.
 */
export function seriesPoints(series: SalesReport['series'], today?: string): SeriesPoint[] {
  return [...series]
    .filter(({ date }) => today === undefined || date <= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, sales, prizes }) => ({ date, day: dayjs(date).format('DD/MM'), sales, prizes }));
}

export interface GroupBar {
  key: string;
  label: string;
  sales: number;
}

/** The `limit` groups that sold most, largest first (ties keep the table's order). */
export function topGroups(rows: SalesReport['rows'], limit = TOP_GROUPS): GroupBar[] {
  return rows
    .map(({ key, label, sales }, index) => ({ key, label, sales, index }))
    .sort((a, b) => b.sales - a.sales || a.index - b.index)
    .slice(0, limit)
    .map(({ key, label, sales }) => ({ key, label, sales }));
}

/**
 * Even ticks from 0 to at least `max`: at most `count` steps of a round size (1, 2, 2,5 or 5 times
 * a power of ten), every one of them drawn — $0, $2 mil, $4 mil, $6 mil — never a tick left out.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

const oneDecimal = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 1 });

/** An axis tick: $950, $12,3 mil, $1,2 M (written here: ICU's compact forms differ between Node and browsers). */
export function compactCurrency(value: number): string {
  const size = Math.abs(value);
  const short =
    size >= 1e6 ? `${oneDecimal.format(size / 1e6)} M` : size >= 1e3 ? `${oneDecimal.format(size / 1e3)} mil` : oneDecimal.format(size);
  return `${value < 0 ? '-' : ''}$${short}`;
}

/** A long group name cut for the axis (the tooltip shows it whole). */
export function shortLabel(label: string, max = 22): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}
