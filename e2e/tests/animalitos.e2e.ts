/**
 * Animalitos on the booth terminal at phone size (390×844): the demo's «Lotto Animalitos» draw, its
 * 38 animals as buttons large enough for a thumb (at least 44×44 px, no sideways scrolling),
 * reachable by keyboard, axe-clean; an animal picked, its amount, sold: the lines and the receipt
 * say `00 Ballena`. Then the provider's feed sends the draw's result, an administrator confirms
 * what it proposed on the draw's page, and the terminal pays the ticket once. Screenshot:
 * docs/screenshots/terminal-animalitos.png.
 */
import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../src/screenshots';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { DEMO, launchBrowser, newContext, signIn } from '../src/browser';
import { E2E_FEED_SECRET } from '../src/server';
import { phoneContext, signInTerminal, staffToken, staffWrite, terminalCall } from '../src/terminal';

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
  await screenshot(page, 'terminal-animalitos.png');

  await page.getByRole('button', { name: 'Vender $2,00' }).click();
  const receipt = page.getByRole('article', { name: /^Ticket / });
  await receipt.waitFor();
  expect(await receipt.textContent()).toContain('Animalito 00 Ballena');
  sold = { code: (await page.locator('.t-receipt-code').textContent())!, draw: draws[0] };
  await page.getByRole('button', { name: 'Nueva venta' }).click();
});

let sold: { code: string; draw: TerminalDraw } | undefined;

test('the feed proposes the result, an administrator confirms it, and the terminal pays the 00 Ballena once', async () => {
  expect(sold).toBeDefined();
  const { code, draw } = sold!;
  // The draw's sales close (as at its time), then the provider sends its result, signed.
  const admin = await staffToken(DEMO.admin);
  const version = async () =>
    (
      await fetch(`${process.env.E2E_BASE_URL}/api/v1/draws/detail/${draw.id}`, { headers: { authorization: `Bearer ${admin}` } })
    ).headers.get('etag')!;
  expect((await staffWrite(admin, 'POST', `/v1/draws/detail/${draw.id}/close`, {}, { 'If-Match': await version() })).status).toBe(200);
  const body = JSON.stringify({ source: 'Proveedor Oficial', lottery_code: 'animalitos', draw_at: draw.draw_at, numbers: ['00'] });
  const signature = `sha256=${createHmac('sha256', E2E_FEED_SECRET).update(body).digest('hex')}`;
  const fed = await fetch(`${process.env.E2E_BASE_URL}/api/v1/results/feed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body,
  });
  expect(fed.status).toBe(200);
  expect((await fed.json()).outcome).toBe('proposed');

  // At a desk: the draw's page shows what the feed proposes, and a person confirms it.
  const desk = await newContext(browser);
  try {
    const office = await desk.newPage();
    await signIn(office, DEMO.admin);
    await office.goto(`/draw/draw-detail?id=${draw.id}`);
    await office.getByText(/Proveedor Oficial propone 00 Ballena/).waitFor();
    await office.getByRole('button', { name: 'Confirmar resultado' }).click();
    await office.getByRole('button', { name: 'Confirmar y liquidar' }).click();
    await office.getByText('Resultado confirmado: tickets liquidados.').waitFor();
  } finally {
    await desk.close();
  }

  // At the booth: the ticket wins 30 to 1 and is paid once.
  await page.getByRole('link', { name: 'Premios' }).click();
  await page.getByLabel('Código del ticket').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('button', { name: 'Pagar $60,00' }).click();
  await page.getByRole('button', { name: 'Confirmar el pago de $60,00' }).click();
  await page.getByText('Premio pagado.').waitFor();
  expect(await page.getByRole('button', { name: /Pagar/ }).count()).toBe(0);
});
