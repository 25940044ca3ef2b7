/**
 * Closes the sales of draws whose time has come, on every instance, whether or not a page is
 * open (reads close them too). Closing what another instance already closed changes nothing. A
 * failing run is a warning: the next one tries again.
 */
import { closeDueDraws } from '../domain/draws/schedule';
import type { App } from '../http/types';
import { runEvery } from './run-every';

export const CLOSE_DRAWS_EVERY_MS = 30_000;

export function scheduleDrawClosing(app: App, everyMs: number): void {
  runEvery(app, everyMs, async () => {
    try {
      const closed = await closeDueDraws(app.db, app.clock.now());
      if (closed > 0) app.log.info({ closed }, 'closed the sales of draws whose time came');
    } catch (error) {
      app.log.warn({ err: error }, 'closing the sales of due draws failed; the next run tries again');
    }
  });
}
