import dayjs from 'dayjs';
import { outOfRange } from './DayRangePicker';

const today = dayjs('2026-11-20');

describe('the range of days picker', () => {
  it('refuses the days after today', () => {
    expect(outOfRange(dayjs('2026-11-20'), undefined, today)).toBe(false);
    expect(outOfRange(dayjs('2026-11-21'), undefined, today)).toBe(true);
    expect(outOfRange(dayjs('2027-01-01'), undefined, today)).toBe(true);
  });

  it('once an end is picked, refuses the days that would make the range longer than 366 days', () => {
    const picked = dayjs('2026-11-20');
    // 2025-11-20 … 2026-11-20 is 366 days counting both ends: allowed; one more is not.
    expect(outOfRange(dayjs('2025-11-20'), picked, today)).toBe(false);
    expect(outOfRange(dayjs('2025-11-19'), picked, today)).toBe(true);
    const start = dayjs('2025-01-01');
    expect(outOfRange(dayjs('2026-01-01'), start, today)).toBe(false);
    expect(outOfRange(dayjs('2026-01-02'), start, today)).toBe(true);
  });
});
