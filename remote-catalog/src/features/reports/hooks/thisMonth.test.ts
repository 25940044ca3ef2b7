/**
 * @browser-timezone Asia/Tokyo
 */
import { thisMonth } from './useReportParams';

afterEach(() => jest.useRealTimers());

it("the reports' default month is the business one: on 1 December in Tokyo it is still November in Caracas", () => {
  jest.useFakeTimers({ now: new Date('2026-12-01T02:00:00Z') });
  expect(thisMonth()).toEqual({ from: '2026-11-01', to: '2026-11-30' });
});
