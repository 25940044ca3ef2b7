/**
 * A booth selling in bolívares and dollars closes its day from the terminal, in real Chromium
 * (issue 38 items 4 and 6): on a phone it sells in dollars from «Vender» and in bolívares in cash
 * and by pago móvil (through the API as the terminal's app sends them), sets its bolívares float
 * and registers an expense on «El día», which shows each currency apart; it closes counting each
 * currency, the bolívares Bs 10 short. Its owner approves the expense and then the day in the
 * back-office: the bolívares difference is exactly the Bs 10 miscounted, the dollars' zero, never
 * added. The booth and its seller account are new; the server's clock is the real one, as in every
 * browser test (the day is today's on the banca's clock).
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { screenshot } from '../src/screenshots';
import { apiAs } from '../src/api';
import { unique } from '../src/accounts';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO, launchBrowser, newContext, signIn, visible, businessToday } from '../src/browser';
import { phoneContext, signInTerminal, staffToken, staffWrite, terminalCall } from '../src/terminal';

jest.setTimeout(300_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface TerminalDraw {
  id: number;
  module_name: string;
  cutoff_at: string;
  game_types: { id: number; name: string }[];
}

test('a two-currency booth closes its day per currency, Bs 10 short; the owner approves a difference of exactly -Bs 10,00', async () => {
  const today = businessToday();
  const admin = await staffToken(DEMO.admin);
  const client = await apiAs(DEMO.client);
  const clientId = (await client<{ id: number }>('/v1/auth/profile')).id;
  const name = `Agencia Dos Monedas ${unique('')}`;
  const booth = await staffWrite(admin, 'POST', '/v1/ticket_booths/create', { name, owner_id: clientId, currencies: ['VES', 'USD'] });
  expect(booth.status).toBe(201);
  const boothId = booth.body.id as number;
  const account = { username: `${unique('dos-monedas')}@banca.test`, password: 'taquilla-e2e' };
  const seller = await staffWrite(admin, 'POST', '/v1/sellers/create', {
    ticket_booth_id: boothId,
    label: 'Terminal Dos Monedas',
    username: account.username,
    password: account.password,
    is_active: true,
  });
  expect(seller.status).toBe(201);

  const context = await phoneContext(browser);
  try {
    const terminal = await context.newPage();
    await signInTerminal(terminal, account);

    // A sale of $5 in dollars from «Vender», on a Lotería Nacional draw open long enough.
    const draws = (await terminalCall<TerminalDraw[]>(terminal, 'GET', '/v1/terminal/draws')).body.filter(
      (draw) => draw.module_name === 'Lotería Nacional' && Date.parse(draw.cutoff_at) > Date.now() + 15 * 60_000,
    );
    expect(draws.length).toBeGreaterThan(0);
    await terminal.getByRole('group', { name: 'Moneda' }).getByRole('button', { name: 'Dólares ($)' }).click();
    const picker = terminal.getByRole('region', { name: 'Sorteo' });
    await picker.getByRole('button', { name: 'Lotería Nacional', exact: true }).click();
    await picker.getByRole('button', { name: 'Lotería Nacional', exact: true, pressed: true }).waitFor();
    await terminal.getByRole('heading', { name: /^Jugadas · Lotería Nacional / }).waitFor();
    await terminal.getByLabel('Número').fill('37');
    await terminal.getByLabel('Número').press('Enter');
    await terminal.getByLabel('Monto').fill('5');
    await terminal.getByLabel('Monto').press('Enter');
    await terminal.getByRole('button', { name: 'Vender $5,00' }).click();
    await visible(terminal.getByRole('article', { name: /^Ticket / }));

    // In bolívares: Bs 100 in cash and Bs 1.000 by pago móvil, as the terminal's app sends them.
    const draw = draws[0];
    const typeId = draw.game_types.find((type) => type.name === 'Terminal')!.id;
    const saleOf = (selection: string, amount: number, method?: string) =>
      terminalCall(terminal, 'POST', '/v1/tickets/create', {
        request_id: randomUUID(),
        draw_id: draw.id,
        currency: 'VES',
        lines: [{ game_type_id: typeId, selection, amount }],
        ...(method ? { payment_method: method } : {}),
      });
    expect((await saleOf('21', 100)).status).toBe(201);
    expect((await saleOf('22', 1000, 'pago_movil')).status).toBe(201);

    // «El día»: the bolívares float of Bs 500 and an expense of Bs 200 paid from the drawer.
    await terminal.goto('/taquilla/dia');
    const float = terminal.getByRole('form', { name: 'Fondo de caja' });
    await float.getByLabel('Moneda').selectOption('VES');
    await float.getByLabel('Monto del fondo').fill('500');
    await float.getByRole('button', { name: 'Guardar fondo' }).click();
    await visible(terminal.getByText('Fondo de caja guardado.'));
    const expense = terminal.getByRole('form', { name: 'Registrar un gasto' });
    await expense.getByLabel('Moneda').selectOption('VES');
    await expense.getByLabel('Monto del gasto').fill('200');
    await expense.getByLabel('Categoría').selectOption('Alimentación');
    await expense.getByLabel('Nota').fill('Agua potable');
    await expense.getByRole('button', { name: 'Registrar gasto' }).click();
    await visible(terminal.getByText('Gasto registrado: queda pendiente de aprobación.'));

    // Each currency apart: Bs 500 + 100 in cash (the pago móvil outside the drawer; the expense waits), $5.
    const bolivares = terminal.getByRole('region', { name: 'En bolívares' });
    const dollars = terminal.getByRole('region', { name: 'En dólares' });
    await visible(bolivares.getByText('Bs 600,00'));
    await visible(bolivares.getByText('Pago móvil (fuera de la caja)'));
    await visible(bolivares.getByText('Gastos aprobados (1 por aprobar)'));
    await visible(dollars.getByText('$5,00'));
    expect(await dollars.textContent()).not.toContain('Bs');

    // The drawer holds Bs 500 + 100 − 200 = Bs 400; the seller counts Bs 390, and $5.
    await terminal.getByLabel('Efectivo contado · Bolívares (Bs)').fill('390');
    await terminal.getByLabel('Efectivo contado · Dólares ($)').fill('5');
    await terminal.getByRole('button', { name: 'Revisar el cierre' }).click();
    await visible(terminal.getByText('Efectivo esperado Bs 600,00, contado Bs 390,00: Faltante de Bs 210,00.'));
    await visible(terminal.getByText('Efectivo esperado $5,00, contado $5,00: Cuadra exacto.'));
    await expectNoAxeViolations(terminal);
    await screenshot(terminal, 'terminal-day-two-currencies.png');
    await terminal.getByRole('button', { name: 'Cerrar el día' }).click();
    await visible(terminal.getByText('Bolívares (Bs): Efectivo contado Bs 390,00: Faltante de Bs 210,00.'));
    await visible(terminal.getByText('Dólares ($): Efectivo contado $5,00: Cuadra exacto.'));
  } finally {
    await context.close();
  }

  // The owner approves the expense, then the day: in bolívares its difference is exactly -Bs 10,00.
  const office = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
  try {
    await signIn(office, DEMO.client);
    await office.goto(`/cash/day?booth=${boothId}&date=${today.day}`);
    await visible(office.getByRole('heading', { name: `${name} · ${today.shown}`, level: 2 }));
    await office.getByRole('radiogroup', { name: 'Moneda' }).getByText('Bs', { exact: true }).click();
    await office.getByRole('button', { name: 'Aprobar gasto Alimentación de Bs 200,00' }).click();
    await visible(office.getByText('Gasto aprobado: sale del efectivo esperado.'));
    const figure = (title: string) =>
      office.locator('.ant-card').filter({ has: office.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
    await visible(figure('Diferencia').getByText('-Bs 10,00'));
    await expectNoAxeViolations(office);
    await office.getByRole('button', { name: 'Aprobar cierre' }).click();
    const confirm = office.locator('.ant-modal-confirm');
    await visible(confirm.getByText(/efectivo contado Bs 390,00 y diferencia -Bs 10,00/));
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await visible(office.getByText('Cierre aprobado.'));
  } finally {
    await office.context().close();
  }
  const dayIn = (currency: string) =>
    client<{ status: string; expected_cash: number; declared_cash: number; difference: number }>(
      `/v1/ticket_booths/detail/${boothId}/days/${today.day}?currency=${currency}`,
    );
  expect(await dayIn('VES')).toMatchObject({ status: 'approved', expected_cash: 400, declared_cash: 390, difference: -10 });
  expect(await dayIn('USD')).toMatchObject({ status: 'approved', expected_cash: 5, declared_cash: 5, difference: 0 });
});
