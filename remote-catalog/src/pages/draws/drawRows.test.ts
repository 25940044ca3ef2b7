import { type DrawRow, fromToday } from './drawRows';

const draw = (id: number, draw_at: string): DrawRow => ({
  id,
  name: `Sorteo ${id}`,
  created_at: '2026-11-01T12:00:00.000Z',
  draw_at,
  status: 'open',
  prize: 100,
  game_type_name: 'Lotería Nacional',
  module_code: 'loteria_nacional',
});

describe('fromToday', () => {
  it("starts at today's draws (business clock), then the ones to come, then the past ones", () => {
    const rows = [
      draw(1, '2026-11-27T23:00:00.000Z'), // next week
      draw(2, '2026-11-20T22:00:00.000Z'), // today 18:00 in Caracas
      draw(3, '2026-11-19T16:00:00.000Z'), // yesterday
      draw(4, '2026-11-20T14:00:00.000Z'), // today 10:00
      draw(5, '2026-11-21T02:00:00.000Z'), // still today in Caracas (22:00), tomorrow in UTC
      draw(6, '2026-11-21T16:00:00.000Z'), // tomorrow
      draw(7, '2026-11-18T16:00:00.000Z'), // two days ago
    ];
    expect(fromToday(rows, '2026-11-20').map((row) => row.id)).toEqual([4, 2, 5, 6, 1, 3, 7]);
  });
});
