/**
 * The booths' days on every instance, whether or not a page is open (reads close them too): a day
 * still open at 00:30 of the next day is closed by the system, and the owner and administrators
 * hear of a day still open once the day's last draw has passed. A failing run is a warning: the
 * next one tries again.
 */
import { closeDueDays } from '../domain/cash/booth-days';
import { notifyDaysOpenAfterLastDraw } from '../domain/cash/money-events';
import type { App } from '../http/types';
import { runEvery } from './run-every';

export function scheduleBoothDays(app: App, everyMs: number): void {
  runEvery(app, everyMs, async () => {
    try {
      const now = app.clock.now();
      const closed = await closeDueDays(app.db, now);
      if (closed > 0) app.log.info({ closed }, 'closed the booth days left open');
      await notifyDaysOpenAfterLastDraw(app.db, now);
    } catch (error) {
      app.log.warn({ err: error }, 'closing the booth days left open failed; the next run tries again');
    }
  });
}
