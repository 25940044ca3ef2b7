/**
 * Animalitos on the booth terminal at phone size (390×844): the demo's «Lotto Animalitos» draw, its
 * 38 animals as buttons large enough for a thumb (at least 44×44 px, no sideways scrolling),
 * reachable by keyboard, axe-clean; an animal picked, its amount, sold: the lines and the receipt
 * say `00 Ballena`. Screenshot: docs/screenshots/terminal-animalitos.png.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { launchBrowser } from '../src/browser';
import { ROOT } from '../src/server';
import { phoneContext, signInTerminal, terminalCall } from '../src/terminal';

let browser: Browser;
let context: BrowserContext;
let page: Page;

interface TerminalDraw {
  id: number;
  module_name: string;
  draw_at: string;
  cutoff_at: string;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
  await signInTerminal(page);
});

afterAll(async () => {
  // The account may sign in from another device in the next test file.
  await terminalCall(page, 'POST', '/v1/terminal/logout', {}).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

/** The hour of a draw's button on the banca's clock ('16:00'; the day before it when not today). */
const hourOf = (drawAt: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Caracas', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(drawAt),
  );

test('picks an animal from a grid of 38 thumb-sized buttons, then the amount, and sells it as 00 Ballena', async () => {
  // A draw that stays open through the test (the soonest may close in a minute).
  const draws = (await terminalCall<TerminalDraw[]>(page, 'GET', '/v1/terminal/draws')).body.filter(
    (draw) => draw.module_name === 'Lotto Animalitos' && Date.parse(draw.cutoff_at) > Date.now() + 15 * 60_000,
  );
  expect(draws.length).toBeGreaterThan(0);
  const picker = page.getByRole('region', { name: 'Sorteo' });
  await picker.getByRole('button', { name: 'Lotto Animalitos', exact: true }).click();
  const button = picker.getByRole('button', { name: new RegExp(`${hourOf(draws[0].draw_at)}\\s*cierra`) }).first();
  if ((await button.count()) === 0) await picker.getByRole('button', { name: /^Más sorteos/ }).click();
  await button.click();

  const grid = page.getByRole('group', { name: 'Animalitos', exact: true });
  const animals = grid.getByRole('button');
  expect(await animals.count()).toBe(38);
  const boxes = await animals.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => [r.width, r.height]));
  for (const [width, height] of boxes) {
    expect(width).toBeGreaterThanOrEqual(44);
    expect(height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const violations = await findAxeViolations(page);
  expect(describeAxeViolations(violations)).toBe('');

  // By keyboard: the Ballena's button takes the focus, Enter picks it and goes to the amount.
  await grid.getByRole('button', { name: '00 Ballena' }).focus();
  await page.keyboard.press('Enter');
  expect(await grid.getByRole('button', { name: '00 Ballena' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByLabel('Monto').fill('2');
  await page.getByLabel('Monto').press('Enter');
  await page.getByRole('list', { name: 'Jugadas' }).getByText('00 Ballena', { exact: true }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshots', 'terminal-animalitos.png'), fullPage: true });

  await page.getByRole('button', { name: 'Vender $2,00' }).click();
  const receipt = page.getByRole('article', { name: /^Ticket / });
  await receipt.waitFor();
  expect(await receipt.textContent()).toContain('Animalito 00 Ballena');
  await page.getByRole('button', { name: 'Nueva venta' }).click();
});
