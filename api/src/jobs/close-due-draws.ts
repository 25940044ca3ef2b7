/**
 * Closes the sales of draws whose time has come, on every instance, whether or not a page is
 * open (reads close them too). Closing what another instance already closed changes nothing. A
 * failing run is a warning: the next one tries again.
 */
import { closeDueDraws } from '../domain/draws';
import type { App } from '../http/types';

export const CLOSE_DRAWS_EVERY_MS = 30_000;

export function scheduleDrawClosing(app: App, everyMs: number): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      const closed = await closeDueDraws(app.db, new Date());
      if (closed > 0) app.log.info({ closed }, 'closed the sales of draws whose time came');
    } catch (error) {
      app.log.warn({ err: error }, 'closing the sales of due draws failed; the next run tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= run().finally(() => {
        running = undefined;
      });
    }, everyMs);
    timer.unref();
  });
  // The database closes after the app: a run still going finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
