/**
 * The booth terminal at phone size (390×844) in real Chromium against the composed system: a seller
 * signs in, sells two lines typed with Spanish amounts and gets the receipt, annuls a ticket, pays a
 * winner; a reload keeps the lines typed; a sale whose answer is lost is said where the seller looks,
 * resent until known (said on whichever tab is shown) and sells exactly one ticket (checked through
 * the API); one device at a time; axe-core finds nothing on any screen. Screenshots: terminal-*.png
 * (see e2e/src/screenshots.ts). Its service worker: terminal-offline.e2e.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../src/screenshots';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { DEMO, launchBrowser } from '../src/browser';
import { phoneContext, signInTerminal, staffToken, staffWrite, TERMINAL, terminalCall } from '../src/terminal';

let browser: Browser;
let context: BrowserContext;
let page: Page;

interface TerminalDraw {
  id: number;
  name: string;
  module_name: string;
  draw_at: string;
  cutoff_at: string;
  game_types: { id: number; name: string }[];
}
interface TicketList {
  tickets: { id: number; code: string; amount: number; status: string }[];
  total: number;
}

function shot(name: string): Promise<void> {
  return screenshot(page, name);
}

async function expectNoAxeViolations(): Promise<void> {
  const violations = await findAxeViolations(page);
  expect(describeAxeViolations(violations)).toBe('');
}

/** A draw's button label on the sell screen, on the banca's clock: '16:00' today, 'mañana 16:00', '28/11 16:00'. */
function drawButtonLabel(drawAt: string): string {
  const dayOf = (moment: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Caracas',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(drawAt));
  const day = dayOf(new Date(drawAt));
  if (day === dayOf(new Date())) return time;
  if (day === dayOf(new Date(Date.now() + 86_400_000))) return `mañana ${time}`;
  return `${day.slice(8, 10)}/${day.slice(5, 7)} ${time}`;
}

/**
 * Picks a Lotería Nacional draw that stays open through the test: the screen opens on the soonest
 * draw of any game, which depends on the hour (late in the day it is tomorrow's of another game).
 */
async function chooseNacionalDraw(): Promise<TerminalDraw> {
  const draws = (await terminalCall<TerminalDraw[]>(page, 'GET', '/v1/terminal/draws')).body.filter(
    (draw) => draw.module_name === 'Lotería Nacional' && Date.parse(draw.cutoff_at) > Date.now() + 15 * 60_000,
  );
  expect(draws.length).toBeGreaterThan(0);
  const picker = page.getByRole('region', { name: 'Sorteo' });
  await picker.getByRole('button', { name: 'Lotería Nacional', exact: true }).click();
  await picker.getByRole('button', { name: 'Lotería Nacional', exact: true, pressed: true }).waitFor();
  const label = drawButtonLabel(draws[0].draw_at).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const button = picker.getByRole('button', { name: new RegExp(`^${label}\\s*cierra`) });
  // A draw beyond the first few of its game is behind "Más sorteos".
  if ((await button.count()) === 0) await picker.getByRole('button', { name: /^Más sorteos/ }).click();
  await button.click();
  await page.getByRole('heading', { name: /^Jugadas · Lotería Nacional / }).waitFor();
  return draws[0];
}

/** Types a line as a seller does: the number, Enter, the amount, Enter. */
async function typeLine(number: string, amount: string): Promise<void> {
  await page.getByLabel('Número').fill(number);
  await page.getByLabel('Número').press('Enter');
  await page.getByLabel('Monto').fill(amount);
  await page.getByLabel('Monto').press('Enter');
  await page.getByRole('list', { name: 'Jugadas' }).getByText(number.padStart(2, '0'), { exact: true }).last().waitFor();
}

/** This terminal's tickets of a draw, through the API. */
async function ticketsOfDraw(drawId: number): Promise<TicketList> {
  return (await terminalCall<TicketList>(page, 'GET', `/v1/tickets/list?draw_id=${drawId}`)).body;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  // The account may sign in from another device in the next test file.
  if (page && (await page.evaluate(() => sessionStorage.getItem('terminalSession') !== null).catch(() => false))) {
    await terminalCall(page, 'POST', '/v1/terminal/logout', {}).catch(() => undefined);
  }
  await context?.close();
  await browser?.close();
});

test('a seller signs in at /taquilla, outside the back-office, and the sign-in passes axe', async () => {
  await page.goto('/taquilla');
  await page.getByLabel('Correo de la cuenta').waitFor();
  expect(await page.title()).toBe('Vender · Taquilla');
  await expectNoAxeViolations();
  await shot('terminal-sign-in.png');
  // Phone first: no antd (nor the back-office shell that needs it) on the terminal's pages.
  const antd = await page.evaluate(() => {
    type Registered = Record<string, { loaded?: boolean }>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Registered>>> } })
      .__FEDERATION__.__SHARE__;
    return Object.values(scopes)
      .flatMap((instance) => Object.values(instance))
      .flatMap((scope) => Object.values(scope.antd ?? {}))
      .filter((entry) => entry.loaded).length;
  });
  expect(antd).toBe(0);
  await signInTerminal(page);
  expect(await page.getByRole('banner').textContent()).toContain('Agencia La Fortuna');
});

test('sells two lines typed with Spanish amounts in one tap, and shows the receipt; exactly that ticket exists', async () => {
  await chooseNacionalDraw();
  const drawName = (await page.getByRole('heading', { name: /^Jugadas · / }).textContent())!.replace('Jugadas · ', '');
  await typeLine('37', '2,50');
  await typeLine('5', '1,25');
  expect(await page.locator('.t-total strong').textContent()).toBe('$3,75');
  await expectNoAxeViolations();
  await shot('terminal-sell.png');
  await page.getByRole('button', { name: 'Vender $3,75' }).click();
  const receipt = page.getByRole('article', { name: /^Ticket / });
  await receipt.waitFor();
  const text = (await receipt.textContent()) ?? '';
  expect(text).toMatch(/Anular hasta \d{2}:\d{2}/);
  expect(text).toContain(drawName);
  expect(text).toContain('Total$3,75');
  await expectNoAxeViolations();
  await shot('terminal-receipt.png');
  // No sideways scrolling at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const code = (await page.locator('.t-receipt-code').textContent())!;
  const { body } = await terminalCall<TicketList>(page, 'GET', `/v1/tickets/list?search=${code}`);
  expect(body.tickets).toEqual([expect.objectContaining({ code, amount: 3.75, status: 'pending' })]);
  await page.getByRole('button', { name: 'Nueva venta' }).click();
});

test('warns as a second line on a number would pass its tope, and asks once about a stake far above the usual', async () => {
  const draw = await chooseNacionalDraw();
  const terminalType = draw.game_types.find((type) => type.name === 'Terminal')!;
  const admin = await staffToken(DEMO.admin);
  const limit = { scope: 'global', scope_id: null, game_type_id: terminalType.id, draw_id: draw.id, selection: '64', max_amount: 50 };
  expect((await staffWrite(admin, 'POST', '/v1/limits/create', limit)).status).toBe(201);
  await typeLine('64', '30,00');
  // The second line typed at once, before any answer about the number could come.
  await page.getByLabel('Número').fill('64');
  await page.getByLabel('Número').press('Enter');
  await page.getByLabel('Monto').fill('30,00');
  await page.getByLabel('Monto').press('Enter');
  await page.getByText('Con esta jugada el 64 pasaría su tope: ya llevas $30,00 en este ticket y solo quedan $20,00 por vender.').waitFor();
  expect(await page.getByRole('list', { name: 'Jugadas' }).getByText('64', { exact: true }).count()).toBe(1);
  // 5.000 typed where 50 was meant: asked once.
  await page.getByLabel('Número').fill('19');
  await page.getByLabel('Número').press('Enter');
  await page.getByLabel('Monto').fill('5.000');
  await page.getByLabel('Monto').press('Enter');
  await page.getByRole('alert').filter({ hasText: '¿$5.000,00 al 19? Es mucho más de lo usual en Terminal' }).waitFor();
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Sí, agregar $5.000,00' }).click();
  await page.getByRole('list', { name: 'Jugadas' }).getByText('19', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Quitar 19 de $5.000,00' }).click();
  await page.getByRole('button', { name: 'Quitar 64 de $30,00' }).click();
  await page.getByRole('button', { name: 'Vender $0,00' }).waitFor();
});

test("annuls that ticket from today's tickets, with a reason", async () => {
  await page.getByRole('link', { name: 'Tickets' }).click();
  const first = page.getByRole('list', { name: 'Tickets de hoy' }).getByRole('button').first();
  await first.waitFor();
  await expectNoAxeViolations();
  await shot('terminal-tickets.png');
  await first.click();
  await page.getByRole('button', { name: 'Anular ticket' }).click();
  await page.getByLabel('Error al escribir la jugada').check();
  await page.getByRole('button', { name: 'Anular ticket' }).click();
  await page.getByText('Ticket anulado.').waitFor();
  expect(await page.getByText(/^Anulado el .* por .*: Error al escribir la jugada$/).count()).toBe(1);
  await expectNoAxeViolations();
});

test('a long reason without spaces wraps on the ticket page: nothing wider than the phone', async () => {
  await page.getByRole('link', { name: 'Vender' }).click();
  await page.getByLabel('Número').waitFor();
  await chooseNacionalDraw();
  await typeLine('12', '1');
  await page.getByRole('button', { name: 'Vender $1,00' }).click();
  await page.getByRole('article', { name: /^Ticket / }).waitFor();
  const code = (await page.locator('.t-receipt-code').textContent())!;
  await page.getByRole('button', { name: 'Nueva venta' }).click();
  await page.getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('list', { name: 'Tickets de hoy' }).getByRole('button').filter({ hasText: code }).click();
  await page.getByRole('button', { name: 'Anular ticket' }).click();
  await page.getByLabel('Otro motivo').check();
  const reason = 'X'.repeat(200);
  await page.getByLabel('Escribe el motivo').fill(reason);
  await page.getByRole('button', { name: 'Anular ticket' }).click();
  await page.getByText('Ticket anulado.').waitFor();
  await page.getByText(reason, { exact: false }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // the tabs stay on the screen
  const nav = await page.getByRole('navigation', { name: 'Taquilla' }).boundingBox();
  expect(nav!.x + nav!.width).toBeLessThanOrEqual(390);
});

test('a reload of Vender keeps the lines typed and the draw chosen', async () => {
  await page.getByRole('link', { name: 'Vender' }).click();
  await page.getByLabel('Número').waitFor();
  await chooseNacionalDraw();
  const heading = await page.getByRole('heading', { name: /^Jugadas · / }).textContent();
  await typeLine('42', '1,00');
  await page.reload();
  await page.getByRole('list', { name: 'Jugadas' }).getByText('42', { exact: true }).waitFor();
  expect(await page.getByRole('heading', { name: /^Jugadas · / }).textContent()).toBe(heading);
  await page.getByRole('button', { name: 'Quitar 42 de $1,00' }).click();
  await page.getByRole('button', { name: 'Vender $0,00' }).waitFor();
});

test('a sale whose answer is lost (the link drops after the server sold it) is resent when back online: one ticket, never two', async () => {
  await page.getByRole('link', { name: 'Vender' }).click();
  await page.getByLabel('Número').waitFor();
  await chooseNacionalDraw();
  await typeLine('81', '3,00');
  // The server gets the sale and sells it; its answer never reaches the phone, which is offline.
  await page.route('**/api/v1/tickets/create', async (route) => {
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  // The seller scrolled down to the button, as on a phone.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Vender $3,00' }).click();
  const notice = page.getByRole('status', { name: 'Venta sin confirmar' });
  await notice.getByText('Venta sin confirmar').waitFor();
  expect(await notice.textContent()).toContain('81 ($3,00)');
  // Where the seller is looking: scrolled into view below the sticky header; the button says it too.
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(56);
  expect(box.y).toBeLessThan(844 - 60);
  await page.getByRole('button', { name: 'Venta sin confirmar' }).waitFor();
  await expectNoAxeViolations();
  await shot('terminal-sale-unconfirmed.png');
  // The seller goes to another tab, where the sale goes through.
  await page.getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('heading', { name: 'Tickets de hoy', level: 1 }).waitFor();
  await page.unroute('**/api/v1/tickets/create');
  await context.setOffline(false);
  const confirmed = page.getByRole('status').filter({ hasText: /^Venta confirmada: ticket / });
  await confirmed.waitFor({ timeout: 30_000 });
  const confirmedText = (await confirmed.textContent())!;
  await expectNoAxeViolations();
  await page.getByRole('link', { name: 'Ver el recibo en «Vender»' }).click();
  // Resent by itself with the same request_id: the server answered the ticket it made.
  const receipt = page.getByRole('article', { name: /^Ticket / });
  await receipt.waitFor({ timeout: 30_000 });
  await page.getByText('Venta confirmada al reenviarla: se hizo una sola vez.').waitFor();
  const code = (await page.locator('.t-receipt-code').textContent())!;
  expect(confirmedText).toContain(`ticket ${code} ($3,00)`);
  expect(await confirmed.count()).toBe(0);
  const [sale] = (await terminalCall<{ tickets: { draw_id: number }[] }>(page, 'GET', `/v1/tickets/list?search=${code}`)).body.tickets;
  const ofDraw = await ticketsOfDraw(sale.draw_id);
  expect(ofDraw.tickets.filter((ticket) => ticket.amount === 3)).toHaveLength(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('banca.terminal.pendingSale')))).toEqual([]);
  await page.getByRole('button', { name: 'Nueva venta' }).click();
});

test('pays a winning ticket once, and then says who paid it', async () => {
  // A ticket of this terminal on the last draw it may sell, which the administrator then settles with it winning.
  const draws = (await terminalCall<TerminalDraw[]>(page, 'GET', '/v1/terminal/draws')).body.filter(
    (draw) => draw.module_name === 'Lotería Nacional',
  );
  const draw = draws[draws.length - 1];
  const terminalType = draw.game_types.find((type) => type.name === 'Terminal')!;
  const sold = await terminalCall<{ code: string }>(page, 'POST', '/v1/tickets/create', {
    request_id: crypto.randomUUID(),
    draw_id: draw.id,
    lines: [{ game_type_id: terminalType.id, selection: '37', amount: 2 }],
  });
  expect(sold.status).toBe(201);
  const admin = await staffToken(DEMO.admin);
  const version = async () =>
    (
      await fetch(`${process.env.E2E_BASE_URL}/api/v1/draws/detail/${draw.id}`, { headers: { authorization: `Bearer ${admin}` } })
    ).headers.get('etag')!;
  expect((await staffWrite(admin, 'POST', `/v1/draws/detail/${draw.id}/close`, {}, { 'If-Match': await version() })).status).toBe(200);
  expect(
    (await staffWrite(admin, 'POST', `/v1/draws/detail/${draw.id}/result`, { numbers: ['1237'] }, { 'If-Match': await version() })).status,
  ).toBe(200);

  await page.getByRole('link', { name: 'Premios' }).click();
  await page.getByLabel('Código del ticket').fill(sold.body.code.toLowerCase());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('button', { name: 'Pagar $140,00' }).click();
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Confirmar el pago de $140,00' }).click();
  await page.getByText('Premio pagado.').waitFor();
  await page.getByText(/^Pagado el .* por .* en Agencia La Fortuna: \$140,00\.$/).waitFor();
  await shot('terminal-prize-paid.png');
  expect(await page.getByRole('button', { name: /Pagar/ }).count()).toBe(0);
});

test("shows the booth's day as the server sums it", async () => {
  await page.getByRole('link', { name: 'Día' }).click();
  await page.getByText('Efectivo esperado').first().waitFor();
  expect(await page.locator('dl.t-figures').textContent()).toMatch(/Ventas \(\d+ tickets?\)\$[\d.,]+Anulados \(\d+\)/);
  await expectNoAxeViolations();
  await shot('terminal-day.png');
});

test('one device at a time: the account signed in here is refused on another phone, which says what to do', async () => {
  const other = await phoneContext(browser);
  try {
    const phone = await other.newPage();
    await phone.goto('/taquilla');
    await phone.getByLabel('Correo de la cuenta').fill(TERMINAL.username);
    await phone.getByLabel('Contraseña').fill(TERMINAL.password);
    await phone.getByRole('button', { name: 'Ingresar' }).click();
    const notice = phone.getByRole('alert');
    await notice.getByText('Esta cuenta está abierta en otro dispositivo').waitFor();
    expect(await notice.textContent()).toContain('pide a la administración que desbloquee la cuenta');
    expect(await phone.evaluate(() => sessionStorage.getItem('terminalSession'))).toBeNull();
    const violations = await findAxeViolations(phone);
    expect(describeAxeViolations(violations)).toBe('');
    await screenshot(phone, 'terminal-signed-in-elsewhere.png');
  } finally {
    await other.close();
  }
});
