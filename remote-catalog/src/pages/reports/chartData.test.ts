import { compactCurrency, seriesPoints, shortLabel, topGroups } from './chartData';

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
