/**
 * @browser-timezone Asia/Tokyo
 */
import { businessToday, formatDateTime } from './format';

afterEach(() => jest.useRealTimers());

describe('the business clock on a browser in Tokyo', () => {
  it('counts today in Caracas: at 09:30 on the 6th in Tokyo it is still the 5th', () => {
    jest.useFakeTimers({ now: new Date('2026-11-06T00:30:00Z') });
    expect(new Date().getDate()).toBe(6);
    expect(businessToday().format('YYYY-MM-DD')).toBe('2026-11-05');
    expect(formatDateTime(new Date())).toBe('05/11/2026 20:30');
  });
});
