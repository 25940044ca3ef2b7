/**
 * The browser every browser test runs (newContext in src/browser.ts): what a test clicks keeps its
 * place in every frame while it opens. A confirmation whose button shrank for a frame as it opened
 * let Playwright report a click that pressed nothing: the confirmation stayed open and the test
 * failed twenty seconds later, waiting for a toast (users.e2e.ts, "a new password…").
 */
import type { Page } from 'playwright-core';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

interface Frame {
  /** The element or one of its ancestors is in an opening motion (rc-motion's appear/enter states). */
  opening: boolean;
  box: string;
}

/**
 * Starts recording, one entry per animation frame, where the first element matching `selector` is
 * and whether it is opening, until it has been still for five frames after opening. Answers a
 * function that waits for the end of the recording and returns it.
 */
async function recordOpening(selector: string): Promise<() => Promise<Frame[]>> {
  await page.evaluate((watched) => {
    const state = { frames: [] as Frame[], done: false };
    (window as unknown as { __opening: typeof state }).__opening = state;
    let stillFrames = 0;
    const tick = () => {
      const element = document.querySelector(watched);
      if (element) {
        const { x, y, width, height } = element.getBoundingClientRect();
        const opening = element.closest('[class*="-appear-"], [class*="-enter-"]') !== null;
        state.frames.push({ opening, box: `${x},${y} ${width}×${height}` });
        stillFrames = opening ? 0 : stillFrames + 1;
      }
      if (stillFrames >= 5) state.done = true;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __opening: { done: boolean } }).__opening.done);
    return page.evaluate(() => (window as unknown as { __opening: { frames: Frame[] } }).__opening.frames);
  };
}

/** Every frame shows the element where it ends up, and the recording did see it opening. */
function expectStillWhileOpening(frames: Frame[]): void {
  expect(frames.some((frame) => frame.opening)).toBe(true);
  const final = frames[frames.length - 1].box;
  expect(frames.filter((frame) => frame.box !== final)).toEqual([]);
}

describe('the browser of the browser tests', () => {
  it('keeps a menu and a confirmation’s buttons in place while they open', async () => {
    const menu = await recordOpening('.ant-dropdown');
    await page.getByRole('button', { name: /^Perfil de / }).click();
    expectStillWhileOpening(await menu());

    const confirmButton = await recordOpening('.ant-modal-confirm .ant-modal-confirm-btns button:last-child');
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    expectStillWhileOpening(await confirmButton());

    await page.getByRole('dialog', { name: 'Confirmar cierre de sesión' }).getByRole('button', { name: 'Cancelar' }).click();
  });
});
