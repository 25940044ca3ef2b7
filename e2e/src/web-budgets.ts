/**
 * The byte budgets of the first screens (KB = 1,024 bytes). "Sent" is what the browser received,
 * as `pnpm start` serves it; "gzip 6" is the JavaScript run, compressed as a plain nginx would.
 */
import { PREFETCH_STEP, SALES_PER_JOURNEY, TERMINAL_REPEAT_STEP, TERMINAL_SALE_STEP, TERMINAL_STEP } from './web-weight';

const KB = 1024;

export const BUDGETS = {
  /** Every script run before the login page's password field is usable, at gzip level 6. */
  loginJsGzip6: 300 * KB,
  /** Everything the login page receives. */
  loginSent: 250 * KB,
  /** The login page usable on the booth link, in milliseconds. */
  loginUsableMs: 600,
  /** …and at most this share of ant-design-pro v6.0.3's login, timed in the same run (e2e/src/login-pair.ts). */
  loginPeerRatio: 0.4,
  /** What the dashboard adds after sign-in. */
  dashboardSent: 200 * KB,
  /** What each remote's first page adds, opened from the dashboard. */
  remotePageSent: 120 * KB,
  /** The JavaScript the booth terminal's first screen receives, cold at /taquilla. */
  terminalJsSent: 250 * KB,

  describe(step: string): string {
    if (step === 'login')
      return `≤ ${this.loginJsGzip6 / KB} KB gzip 6, ≤ ${this.loginSent / KB} KB sent; usable ≤ ${this.loginUsableMs / 1000} s on the booth link, ≤ ${this.loginPeerRatio} × ant-design-pro's`;
    if (step === 'dashboard') return `≤ ${this.dashboardSent / KB} KB sent`;
    if (step === PREFETCH_STEP) return 'none (after the login is usable, before the sign-in)';
    if (step === TERMINAL_STEP) return `≤ ${this.terminalJsSent / KB} KB of JS sent; usable ≤ 0.8 s on the booth link`;
    if (step === TERMINAL_REPEAT_STEP) return 'usable ≤ 0.3 s on the booth link (service worker)';
    if (step === TERMINAL_SALE_STEP) return `≤ 150 ms on the booth link (median of ${SALES_PER_JOURNEY})`;
    return `≤ ${this.remotePageSent / KB} KB sent`;
  },
};
