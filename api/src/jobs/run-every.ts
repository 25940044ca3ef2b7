/**
 * A job every API instance runs on a timer once the app is ready: one run at a time (a tick that
 * finds the previous run still going is skipped), and on close the timer stops and a run still
 * going finishes first, since the database closes after the app. The job catches its own failures.
 */
import type { App } from '../http/types';

export function runEvery(app: App, everyMs: number, job: () => Promise<void>): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= job().finally(() => {
        running = undefined;
      });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
