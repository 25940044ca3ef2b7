import { compactCurrency, niceTicks, seriesPoints, shortLabel, topGroups } from './chartData';

const row = (key: number, sales: number) => ({
  key: String(key),
  label: `Taquilla ${key}`,
  tickets: 1,
  sales,
  prizes: 0,
  net: sales,
  commission: 0,
  owner_net: sales,
});

describe('seriesPoints', () => {
  it('orders the days and labels each DD/MM', () => {
    expect(
      seriesPoints([
        { date: '2026-11-02', sales: 145, prizes: 60 },
        { date: '2026-11-01', sales: 183, prizes: 29 },
      ]),
    ).toEqual([
      { date: '2026-11-01', day: '01/11', sales: 183, prizes: 29 },
      { date: '2026-11-02', day: '02/11', sales: 145, prizes: 60 },
    ]);
  });

  it('stops at today: the days still to come are not drawn as $0', () => {
    const month = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((date) => ({ date, sales: 0, prizes: 0 }));
    expect(seriesPoints(month, '2026-11-20').map((point) => point.date)).toEqual(['2026-11-19', '2026-11-20']);
  });
});

describe('topGroups', () => {
  it('keeps the ten groups that sold most, largest first', () => {
    const rows = Array.from({ length: 14 }, (_, i) => row(i + 1, (i % 7) * 100 + i));
    const top = topGroups(rows);
    expect(top).toHaveLength(10);
    expect(top.map((bar) => bar.sales)).toEqual([...top.map((bar) => bar.sales)].sort((a, b) => b - a));
    expect(top[0]).toEqual({ key: '14', label: 'Taquilla 14', sales: 613 });
    const smallestKept = Math.min(...top.map((bar) => bar.sales));
    const left = rows.filter((r) => !top.some((bar) => bar.key === r.key));
    expect(left.every((r) => r.sales <= smallestKept)).toBe(true);
  });

  it('keeps the table order on ties and every group when there are fewer than ten', () => {
    expect(topGroups([row(1, 50), row(2, 80), row(3, 50)]).map((bar) => bar.key)).toEqual(['2', '1', '3']);
  });
});

describe('niceTicks', () => {
  it('draws even, round steps from 0 past the largest value, none left out', () => {
    // The bar chart once read $0, $1,5 mil, $3 mil, $6 mil: $4,5 mil was dropped.
    expect(niceTicks(5000)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(3400, 4)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks(18000)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0)).toEqual([0, 1]);
    for (const max of [1, 37, 950, 4887, 12345.6, 1_250_000]) {
      const ticks = niceTicks(max);
      const steps = ticks.slice(1).map((tick, i) => tick - ticks[i]);
      expect(new Set(steps.map((step) => step.toFixed(6))).size).toBe(1);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('axis labels', () => {
  it('shortens money and long names', () => {
    expect(compactCurrency(950)).toBe('$950');
    expect(compactCurrency(12345)).toBe('$12,3 mil');
    expect(compactCurrency(-2000)).toBe('-$2 mil');
    expect(compactCurrency(1_250_000)).toBe('$1,3 M');
    expect(shortLabel('Agencia El Caroní')).toBe('Agencia El Caroní');
    expect(shortLabel('Agencia de Lotería Los Samanes del Norte')).toBe('Agencia de Lotería Lo…');
  });
});
