/**
 * A draw's day in real Chromium against the built product: an administrator closes a draw's
 * sales, enters the result of a draw awaiting it (after a confirmation), finds a ticket of it
 * now 'Ganador' and the report's prizes moved by its prize; an operator sees and cannot act.
 */
import type { Locator, Page } from 'playwright-core';
import { type ApiGet, apiAs } from '../src/api';
import { DEMO, launchBrowser, newContext, signIn } from '../src/browser';

interface TicketRow {
  id: number;
  code: string;
  booth_name: string;
  draw_id: number;
  draw_name: string;
  created_at: string;
}
interface TicketDetail extends TicketRow {
  draw: { id: number; name: string; status: string };
  lines: { game_type_name: string; selection: string }[];
}

/** A pending ticket of a Lotería Nacional draw awaiting its result (the demo data keeps each module's latest so). */
async function pendingNacionalTicket(get: ApiGet): Promise<TicketDetail> {
  for (let page = 1; ; page++) {
    const { tickets, totalPages } = await get<{ tickets: TicketRow[]; totalPages: number }>(`/v1/tickets/list?status=pending&page=${page}`);
    for (const row of tickets.filter((candidate) => candidate.draw_name.startsWith('Lotería Nacional'))) {
      const ticket = await get<TicketDetail>(`/v1/tickets/detail/${row.id}`);
      if (ticket.draw.status === 'closed') return ticket;
    }
    if (page >= totalPages) break;
  }
  throw new Error('no pending ticket of a Lotería Nacional draw awaiting its result');
}

const BUSINESS_TIMEZONE = 'America/Caracas';
const businessDay = (moment: string) => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIMEZONE }).format(new Date(moment));

/** '$12.345,67' → cents. */
function cents(text: string): number {
  const match = /^(-?)\$([\d.]+),(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  return (match[1] ? -1 : 1) * Number(`${match[2].replace(/\./g, '')}${match[3]}`);
}

/** The prizes the sales report shows for `booth` on `day` (its table: booth, tickets, sales, prizes, net). */
async function reportPrizes(page: Page, day: string, booth: string): Promise<number> {
  await page.goto(`/reports/reports?from=${day}&to=${day}`);
  const row = page.locator('main .ant-table-tbody tr.ant-table-row', { hasText: booth }).first();
  await row.waitFor();
  return cents(await row.locator('td').nth(3).innerText());
}

async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  expect(await locator.isVisible()).toBe(true);
}

describe('the lifecycle of a draw', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an administrator closes sales, enters a result, and the winning ticket and the report follow at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.admin);
    const get = await apiAs(DEMO.admin);

    // Closing the sales of an open draw by hand, after a confirmation.
    const open = await get<{ game_types: { draws: { id: number; name: string }[] }[] }>('/v1/draws/list?status=open');
    const toClose = open.game_types.flatMap((group) => group.draws).at(-1)!;
    await page.goto(`/draw/draw-detail?id=${toClose.id}`);
    await expectVisible(page.getByRole('heading', { name: toClose.name }));
    await page.getByRole('button', { name: 'Cerrar ventas' }).click();
    const closeDialog = page.getByRole('dialog');
    await expectVisible(closeDialog.getByText('¿Cerrar las ventas de'));
    await closeDialog.getByRole('button', { name: 'Cerrar ventas' }).click();
    await expectVisible(page.getByText('Ventas cerradas.'));
    await expectVisible(page.locator('main .ant-descriptions').getByText('Cerrado', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Confirmar resultado' }));

    // A ticket awaiting its draw's result reads 'Pendiente'.
    const ticket = await pendingNacionalTicket(get);
    const day = businessDay(ticket.created_at);
    const prizesBefore = await reportPrizes(page, day, ticket.booth_name);
    await page.goto(`/tickets/ticket-detail?id=${ticket.id}`);
    await expectVisible(page.getByRole('heading', { name: `Ticket ${ticket.code}` }));
    // The ticket's status is the first "Estado" of the page (the draw's is in the card below).
    const resultField = page.locator('.ant-descriptions-item', { hasText: 'Estado' }).first();
    await expectVisible(resultField.getByText('Pendiente', { exact: true }));

    // Its first bet wins when the drawn number ends with its digits.
    const number = ticket.lines[0].selection.padStart(4, '0');
    await page.goto(`/draw/draw-detail?id=${ticket.draw.id}`);
    await expectVisible(page.getByRole('heading', { name: ticket.draw.name }));
    await page.getByLabel('Número', { exact: true }).fill(number);
    await page.getByRole('button', { name: 'Confirmar resultado' }).click();
    const confirmDialog = page.getByRole('dialog');
    await expectVisible(confirmDialog.getByText(`¿Confirmar ${number} como resultado`));
    await confirmDialog.getByRole('button', { name: 'Confirmar y liquidar' }).click();
    await expectVisible(page.getByText('Resultado confirmado: tickets liquidados.'));
    await expectVisible(page.locator('main .ant-descriptions').getByText('Finalizado', { exact: true }));
    const history = page.locator('.ant-card', { hasText: 'Historial de resultados' });
    await expectVisible(history.getByText('Primer ingreso'));

    // The audit trail holds the closing and the result, with who entered it: the draw's history.
    await page.getByRole('link', { name: 'Ver historial' }).click();
    await page.waitForURL(`**/admin/audit?record_type=draw&record_id=${ticket.draw.id}`);
    const entries = page.locator('main').getByRole('table');
    await expectVisible(entries.getByText('Resultado del sorteo'));
    await expectVisible(entries.getByText(number).first());

    // The ticket is a winner, with its prize; the report's prizes of its booth and day moved by it.
    const settled = await get<TicketDetail & { status: string; prize_amount: number }>(`/v1/tickets/detail/${ticket.id}`);
    expect(settled.status).toBe('winner');
    expect(settled.prize_amount).toBeGreaterThan(0);
    await page.goto(`/tickets/ticket-detail?id=${ticket.id}`);
    await expectVisible(page.locator('.ant-descriptions-item', { hasText: 'Estado' }).first().getByText('Ganador', { exact: true }));
    expect(await reportPrizes(page, day, ticket.booth_name)).toBeGreaterThanOrEqual(prizesBefore + Math.round(settled.prize_amount * 100));
    await context.close();
  });

  it('an operator sees a draw awaiting its result without any action, and its exposure', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.operator);
    const get = await apiAs(DEMO.operator);
    const closed = await get<{ game_types: { draws: { id: number; name: string }[] }[] }>('/v1/draws/list?status=closed');
    let draw: { id: number; name: string } | undefined;
    for (const candidate of closed.game_types.flatMap((group) => group.draws)) {
      if ((await get<{ tickets_count: number }>(`/v1/draws/detail/${candidate.id}`)).tickets_count > 0) {
        draw = candidate;
        break;
      }
    }
    if (!draw) throw new Error('no closed draw with tickets');
    await page.goto(`/draw/draw-detail?id=${draw.id}`);
    await expectVisible(page.getByText('Solo un administrador puede cerrar las ventas e ingresar el resultado de un sorteo.'));
    expect(await page.getByRole('button', { name: 'Confirmar resultado' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Ver exposición por número' }).click();
    await page.waitForURL(/\/draw\/draw-exposure\?id=\d+$/);
    await expectVisible(page.getByRole('heading', { name: `Exposición de ${draw.name}` }));
    await page.locator('main .ant-table-tbody tr.ant-table-row').first().waitFor();
    await context.close();
  });
});
