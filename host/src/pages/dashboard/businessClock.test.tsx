/**
 * @browser-timezone Asia/Tokyo
 */
import { answer, mockFetch, renderPage, screen, within } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../test/environment';
import { dashboardSummary, profileOf } from '../../test/fixtures';
import DashboardPage from '.';

beforeEach(() => resetEnvironment());
afterEach(() => jest.useRealTimers());

describe('DashboardPage on a browser in another time zone', () => {
  it('shows the sales events on the business clock (Caracas), not the browser’s (Tokyo)', async () => {
    // The browser's clock really is Tokyo's here (UTC+9): 19:34 UTC reads 04:34 on it.
    expect(new Date('2026-11-20T19:34:48Z').getHours()).toBe(4);
    // the same business day (22:00 on the 20th in Caracas), so the time shows alone
    jest.useFakeTimers({
      now: new Date('2026-11-21T02:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'hrtime',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    const profile = profileOf('admin');
    signInAs(profile);
    mockFetch(answer('GET', 'v1/dashboard/summary', dashboardSummary()), answer('GET', 'v1/auth/profile', profile));
    renderPage(<DashboardPage />, { route: '/', path: '/' });
    const row = (await screen.findByText('TK-0004428')).closest('tr')!;
    expect(within(row).getByText('15:34')).toBeInTheDocument();
  });
});
