/**
 * @browser-timezone Asia/Tokyo
 */
import { thisMonth } from './dayRange';

afterEach(() => jest.useRealTimers());

it('the default month (reports, booth days, statements) is the business one: on 1 December in Tokyo it is still November in Caracas', () => {
  jest.useFakeTimers({ now: new Date('2026-12-01T02:00:00Z') });
  expect(thisMonth()).toEqual({ from: '2026-11-01', to: '2026-11-30' });
});
