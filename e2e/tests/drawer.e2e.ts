/**
 * The drawer of a booth's day in real Chromium (issue 38 item 4): a new booth of the demo client
 * sets its opening float and registers an expense on its terminal's «El día», sells one ticket in
 * cash and one by pago móvil, and closes counting $10 short; its owner approves the expense and
 * then the day, whose difference is exactly the miscounted amount. axe-core finds nothing on the
 * terminal's day screen nor on the booth day with its «Caja» card.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO, newContext, openBrowser, signIn, visible, businessToday } from '../src/browser';
import { createSellerAccountByApi, phoneContext, signInTerminal, staffToken, staffWrite, terminalCall } from '../src/terminal';

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

describe('a drawer counted with float, expense and pago móvil', () => {
  it('the terminal sets the float, registers an expense, sells in cash and by pago móvil, and closes $10 short; the owner approves', async () => {
    const admin = await staffToken(DEMO.admin);
    const client = await apiAs(DEMO.client);
    const clientId = (await client<{ id: number }>('/v1/auth/profile')).id;
    const name = `Agencia Caja ${Date.now().toString(36)}`;
    const created = await staffWrite(admin, 'POST', '/v1/ticket_booths/create', { name, owner_id: clientId });
    expect(created.status).toBe(201);
    const boothId = created.body.id as number;
    const account = await createSellerAccountByApi(page, boothId);

    const context = await phoneContext(browserOf());
    try {
      const terminal = await context.newPage();
      await signInTerminal(terminal, account);
      await terminal.goto('/taquilla/dia');
      await terminal.getByLabel('Monto del fondo').fill('500');
      await terminal.getByRole('button', { name: 'Guardar fondo' }).click();
      await visible(terminal.getByText('Fondo de caja guardado.'));
      await terminal.getByLabel('Monto del gasto').fill('200');
      await terminal.getByLabel('Categoría').selectOption('Alimentación');
      await terminal.getByLabel('Nota').fill('Agua potable');
      await terminal.getByRole('button', { name: 'Registrar gasto' }).click();
      await visible(terminal.getByText('Gasto registrado: queda pendiente de aprobación.'));

      // One cash sale of $100 and one of $1.000 by pago móvil, as the terminal's app sends them.
      const draws = (await terminalCall<TerminalDraw[]>(terminal, 'GET', '/v1/terminal/draws')).body;
      const draw = draws.find((candidate) => candidate.module_name === 'Lotería Nacional')!;
      const typeId = draw.game_types.find((type) => type.name === 'Terminal')!.id;
      const saleOf = (selection: string, amount: number, method?: string) =>
        terminalCall(terminal, 'POST', '/v1/tickets/create', {
          request_id: randomUUID(),
          draw_id: draw.id,
          lines: [{ game_type_id: typeId, selection, amount }],
          ...(method ? { payment_method: method } : {}),
        });
      expect((await saleOf('21', 100)).status).toBe(201);
      expect((await saleOf('22', 1000, 'pago_movil')).status).toBe(201);

      // The owner approves the expense: the expected cash is 500 + 100 − 200 (the pago móvil apart).
      const [expense] = (await client<{ expenses: { id: number }[] }>(`/v1/cash/expenses/list?status=pending&booth_id=${boothId}`))
        .expenses;
      const ownerToken = await staffToken(DEMO.client);
      expect((await staffWrite(ownerToken, 'POST', `/v1/cash/expenses/detail/${expense.id}/approve`, {})).status).toBe(200);

      await terminal.reload();
      const figures = terminal.locator('dl.t-figures');
      await visible(figures.getByText('$400,00'));
      await visible(figures.getByText('Pago móvil (fuera de la caja)'));
      await expectNoAxeViolations(terminal);
      await terminal.getByLabel('Efectivo contado').fill('390');
      await terminal.getByRole('button', { name: 'Revisar el cierre' }).click();
      await visible(terminal.getByText('Efectivo esperado $400,00, contado $390,00: Faltante de $10,00.'));
      await terminal.getByRole('button', { name: 'Cerrar el día' }).click();
      await visible(terminal.getByText(/Efectivo contado \$390,00: Faltante de \$10,00\./));
    } finally {
      await context.close();
    }

    // The owner approves the day in the back-office: its difference is exactly the $10 miscounted.
    const ownerContext = await newContext(browserOf());
    const owner = await ownerContext.newPage();
    try {
      await signIn(owner, DEMO.client);
      await owner.goto(`/cash/day?booth=${boothId}&date=${today.day}`);
      await visible(owner.getByRole('heading', { name: `${name} · ${today.shown}`, level: 2 }));
      const drawer = owner.locator('.ant-card').filter({ hasText: 'Caja: fondo, gastos y pagos fuera de la caja' });
      await visible(drawer.getByText('$500,00'));
      await visible(drawer.getByText('Aprobado'));
      await visible(drawer.getByText('$1.000,00'));
      await expectNoAxeViolations(owner);
      await owner.getByRole('button', { name: 'Aprobar cierre' }).click();
      const confirm = owner.locator('.ant-modal-confirm');
      await visible(confirm.getByText(/efectivo contado \$390,00 y diferencia -\$10,00/));
      await confirm.getByRole('button', { name: 'Aprobar' }).click();
      await visible(owner.getByText('Cierre aprobado.'));
    } finally {
      await ownerContext.close();
    }
    const day = await client<{ status: string; expected_cash: number; difference: number }>(
      `/v1/ticket_booths/detail/${boothId}/days/${today.day}`,
    );
    expect(day).toMatchObject({ status: 'approved', expected_cash: 400, difference: -10 });
  });
});
