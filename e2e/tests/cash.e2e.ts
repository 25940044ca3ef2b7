/**
 * The money of a booth in real Chromium against the composed system: a new booth of the demo client
 * sells through its terminal (the API, as its app does) and pays a winner; the administrator finds
 * the day on "Cierres de caja", closes it with the cash counted short (typed the Spanish way, the
 * difference shown before it is recorded), after which the booth's sales of the day are refused
 * (DAY_CLOSED), approves it, and reads the owner's "Estado de cuenta", recording and reversing a
 * cobro; the client reads both at phone size with nothing wider than the phone. axe-core finds
 * nothing on any of these screens. Screenshots: cash-*.png (see e2e/src/screenshots.ts).
 */
import type { Page } from 'playwright-core';
import { screenshot } from '../src/screenshots';
import { apiAs } from '../src/api';
import { expectNoAxeViolations } from '../src/axe';
import { baseUrl, DEMO, openBrowser, signIn, visible, businessToday } from '../src/browser';
import { createSellerAccountByApi, phoneContext, sell, staffToken, staffWrite, type Terminal, terminalLogin } from '../src/terminal';

jest.setTimeout(240_000);

let page: Page;
let browserOf: () => import('playwright-core').Browser;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => {
  page = opened.page;
  browserOf = () => opened.browser;
});

interface TerminalDraw {
  id: number;
  module_name: string;
  game_types: { id: number; name: string }[];
}

const today = businessToday();
const booth = { id: 0, name: `Agencia Cuadre ${Date.now().toString(36)}` };
let terminal: Terminal;
let admin: string;
let clientId: number;

describe('a booth’s day closed short, approved, and the owner’s statement', () => {
  it('a new booth of the client sells through its terminal and pays a winner', async () => {
    admin = await staffToken(DEMO.admin);
    const client = await apiAs(DEMO.client);
    clientId = (await client<{ id: number }>('/v1/auth/profile')).id;
    const created = await staffWrite(admin, 'POST', '/v1/ticket_booths/create', { name: booth.name, owner_id: clientId });
    expect(created.status).toBe(201);
    booth.id = created.body.id as number;
    const account = await createSellerAccountByApi(page, booth.id);
    const signedIn = await terminalLogin(account, 'cuadre-e2e');
    expect(signedIn.status).toBe(200);
    terminal = signedIn.body;

    // Two Lotería Nacional draws at least: the first is settled here, the last is left to the terminal's own test.
    const draws = (
      (await (
        await fetch(`${baseUrl()}/api/v1/terminal/draws`, { headers: { authorization: `Bearer ${terminal.token}` } })
      ).json()) as TerminalDraw[]
    ).filter((draw) => draw.module_name === 'Lotería Nacional');
    expect(draws.length).toBeGreaterThan(1);
    const [settled, open] = draws;
    const typeOf = (draw: TerminalDraw) => draw.game_types.find((type) => type.name === 'Terminal')!.id;

    const winner = await sell(terminal, settled.id, [{ game_type_id: typeOf(settled), selection: '37', amount: 2 }]);
    expect(winner.status).toBe(201);
    expect((await sell(terminal, open.id, [{ game_type_id: typeOf(open), selection: '12', amount: 200 }])).status).toBe(201);

    const version = async () =>
      (await fetch(`${baseUrl()}/api/v1/draws/detail/${settled.id}`, { headers: { authorization: `Bearer ${admin}` } })).headers.get(
        'etag',
      )!;
    expect((await staffWrite(admin, 'POST', `/v1/draws/detail/${settled.id}/close`, {}, { 'If-Match': await version() })).status).toBe(200);
    expect(
      (await staffWrite(admin, 'POST', `/v1/draws/detail/${settled.id}/result`, { numbers: ['1237'] }, { 'If-Match': await version() }))
        .status,
    ).toBe(200);
    // The terminal pays its winner: 2 at 70 to 1.
    const paid = await fetch(`${baseUrl()}/api/v1/tickets/detail/${winner.body.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${terminal.token}` },
      body: JSON.stringify({ expected_amount: 140 }),
    });
    expect(paid.status).toBe(200);
  });

  it('Cierres de caja lists the day; the administrator closes it with the cash counted short', async () => {
    await page.goto(`/cash/days?from=${today.day}&to=${today.day}&booth=${booth.id}`);
    const row = page.locator('main tbody tr.ant-table-row').filter({ hasText: booth.name });
    await visible(row.getByText('Abierto'));
    await visible(row.getByText('$202,00'));
    await expectNoAxeViolations(page);
    await screenshot(page, 'cash-days.png');

    await row.getByRole('link', { name: today.shown }).click();
    await visible(page.getByRole('heading', { name: `${booth.name} · ${today.shown}`, level: 2 }));
    const figure = (title: string) =>
      page.locator('.ant-card').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
    await visible(figure('Ventas').getByText('$202,00'));
    await visible(figure('Premios pagados').getByText('$140,00'));
    await visible(figure('Efectivo esperado').getByText('$62,00'));
    // Its tickets: the two sold today (the winner's draw is settled, the other still pending).
    const tickets = page.locator('.ant-card').filter({ hasText: 'Tickets del día' }).locator('tbody tr.ant-table-row');
    await visible(tickets.filter({ hasText: '$200,00' }));
    expect(await tickets.count()).toBe(2);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cerrar día' }).click();
    const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)');
    await dialog.getByLabel('Efectivo contado').fill('50,5');
    await visible(dialog.getByText('(Faltante)'));
    await visible(dialog.getByText('-$11,50'));
    await expectNoAxeViolations(page);
    await screenshot(page, 'cash-close.png');
    await dialog.getByRole('button', { name: 'Cerrar día' }).click();
    await visible(page.getByText('Día cerrado correctamente.'));
    await visible(figure('Diferencia').getByText('-$11,50'));

    // The day is closed: the booth sells no more today.
    const draw = await firstOpenDraw();
    const refused = await sell(terminal, draw.id, [{ game_type_id: draw.typeId, selection: '13', amount: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DAY_CLOSED');
  });

  it('the administrator approves the closing', async () => {
    await page.getByRole('button', { name: 'Aprobar cierre' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await visible(confirm.getByText(/efectivo contado \$50,50 y diferencia -\$11,50/));
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await visible(page.getByText('Cierre aprobado.'));
    await visible(page.getByRole('heading', { level: 2 }).locator('..').getByText('Aprobado'));
    expect(await page.getByRole('button', { name: 'Aprobar cierre' }).count()).toBe(0);
    await screenshot(page, 'cash-day.png');
  });

  it('the owner’s statement shows the day; a cobro is recorded and reversed', async () => {
    const adminApi = await apiAs(DEMO.admin);
    const statementOf = () =>
      adminApi<{ closing_balance: number; days: { date: string; sales: number; prizes: number }[] }>(
        `/v1/users/detail/${clientId}/statement?from=${today.day}&to=${today.day}`,
      );
    const before = await statementOf();
    await page.goto(`/cash/statement?owner=${clientId}&from=${today.day}&to=${today.day}`);
    await visible(page.getByRole('heading', { name: /^Estado de cuenta · /, level: 2 }));
    const day = page.locator('main tbody tr.ant-table-row').filter({ hasText: today.shown });
    await visible(day);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /Registrar cobro o abono/ }).click();
    const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)');
    await dialog.getByLabel('Monto').fill('1.000,25');
    await dialog.getByLabel('Motivo').fill('Depósito e2e');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await visible(page.getByText('Cobro registrado. $1.000,25'));
    const after = await statementOf();
    expect(Math.round((after.closing_balance - before.closing_balance) * 100)).toBe(100025);
    const deposit = page.locator('main tbody tr.ant-table-row').filter({ hasText: 'Depósito e2e' });
    await visible(deposit.getByText('Vigente'));
    await screenshot(page, 'cash-statement.png');

    await deposit.getByRole('button', { name: 'Reversar cobro de $1.000,25' }).click();
    const reverse = page.locator('.ant-modal:not(.ant-modal-confirm)').filter({ hasText: 'Reversar movimiento' });
    await reverse.getByLabel('Motivo de la reversa').fill('Cargado por error');
    await reverse.getByRole('button', { name: 'Reversar' }).click();
    await visible(page.getByText('Movimiento reversado.'));
    await visible(deposit.getByText('Reversado'));
    expect(Math.round(((await statementOf()).closing_balance - before.closing_balance) * 100)).toBe(0);
  });

  it('the client reads its booths’ days and its own statement on a phone, nothing wider than the screen', async () => {
    const context = await phoneContext(browserOf());
    try {
      const phone = await context.newPage();
      await signIn(phone, DEMO.client);
      await phone.goto(`/cash/days?from=${today.day}&to=${today.day}`);
      await visible(phone.locator('main').getByText(booth.name));
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(phone);
      await screenshot(phone, 'cash-days-phone.png');
      await phone.goto(`/cash/statement?from=${today.day}&to=${today.day}`);
      await visible(phone.getByRole('heading', { name: /^Estado de cuenta · /, level: 2 }));
      expect(await phone.getByRole('combobox', { name: 'Propietario' }).count()).toBe(0);
      expect(await phone.getByRole('button', { name: /Registrar cobro o abono/ }).count()).toBe(0);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(phone);
      await screenshot(phone, 'cash-statement-phone.png');
    } finally {
      await context.close();
    }
  });
});

/** An open Lotería Nacional draw of the terminal and its Terminal game type. */
async function firstOpenDraw(): Promise<{ id: number; typeId: number }> {
  const draws = (await (
    await fetch(`${baseUrl()}/api/v1/terminal/draws`, { headers: { authorization: `Bearer ${terminal.token}` } })
  ).json()) as TerminalDraw[];
  const draw = draws.find((candidate) => candidate.module_name === 'Lotería Nacional')!;
  return { id: draw.id, typeId: draw.game_types.find((type) => type.name === 'Terminal')!.id };
}
