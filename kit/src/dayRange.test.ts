/**
 * @browser-timezone Asia/Tokyo
 */
import { isDay, thisMonth } from './dayRange';

afterEach(() => jest.useRealTimers());

it('the default month (reports, booth days, statements) is the business one: on 1 December in Tokyo it is still November in Caracas', () => {
  jest.useFakeTimers({ now: new Date('2026-12-01T02:00:00Z') });
  expect(thisMonth()).toEqual({ from: '2026-11-01', to: '2026-11-30' });
});

it('a day of the URL is a day of the calendar: 2026-02-30 is not one', () => {
  expect(isDay('2026-02-28')).toBe(true);
  expect(isDay('2028-02-29')).toBe(true);
  expect(isDay('2026-02-30')).toBe(false);
  expect(isDay('2026-13-01')).toBe(false);
  expect(isDay('20261101')).toBe(false);
});
