/**
 * Sales in real Chromium against the built product: an administrator sets a sales limit on the
 * Topes page; a booth terminal (a seller account signed in through the API, as its app does)
 * sells up to it and is refused past it; the number shows sold out on the exposure; the
 * back-office cancels a sale, which gives the limit back; a winner is paid from its ticket, once.
 */
import type { Locator, Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { baseUrl, businessToday, chooseOption, DEMO, openBrowser } from '../src/browser';
import { createSellerAccountByApi, sell, type Terminal, terminalLogin } from '../src/terminal';

jest.setTimeout(180_000);

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
  expect(await locator.first().isVisible()).toBe(true);
}

/** A date-time on the banca's clock as the screens write it: 20/11/2026 19:00. */
function businessDateTime(moment: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Caracas',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(moment))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

interface TerminalDraw {
  id: number;
  name: string;
  draw_at: string;
  cutoff_at: string;
  game_types: { id: number; name: string; bet_format: string }[];
}

describe('selling under a limit, cancelling and paying', () => {
  let terminal: Terminal;
  let draw: TerminalDraw;
  let gameTypeId: number;
  let number: string;
  const sold: { id: number; code: string }[] = [];

  it('an administrator sets a limit on Topes; a terminal sells up to it and is refused past it', async () => {
    const client = await apiAs(DEMO.client);
    const admin = await apiAs(DEMO.admin);
    const { booths } = await client<{ booths: { id: number }[] }>('/v1/ticket_booths/list?limit=100');
    const account = await createSellerAccountByApi(page, booths[0].id);
    const signedIn = await terminalLogin(account, 'telefono-e2e');
    expect(signedIn.status).toBe(200);
    terminal = signedIn.body;

    // A Lotería Nacional draw the terminal may sell for a while yet, and a number nobody bought in it.
    const draws = (await (
      await fetch(`${baseUrl()}/api/v1/terminal/draws`, { headers: { authorization: `Bearer ${terminal.token}` } })
    ).json()) as TerminalDraw[];
    draw = draws.find(
      (candidate) =>
        Date.parse(candidate.cutoff_at) > Date.now() + 15 * 60_000 && candidate.game_types.some((type) => type.bet_format === 'terminal'),
    )!;
    expect(draw).toBeDefined();
    gameTypeId = draw.game_types.find((type) => type.bet_format === 'terminal')!.id;
    for (let n = 0; n < 100; n++) {
      const candidate = String(n).padStart(2, '0');
      const availability = await admin<{ sold: number }>(
        `/v1/draws/detail/${draw.id}/availability?game_type_id=${gameTypeId}&selection=${candidate}`,
      );
      if (availability.sold === 0) {
        number = candidate;
        break;
      }
    }
    expect(number).toBeDefined();

    // The administrator's limit: 10,00 on that number of that draw, every booth.
    await page.goto('/limits/limits');
    await page.getByRole('button', { name: /Nuevo tope/ }).click();
    const dialog = page.locator('.ant-modal:not(.ant-modal-confirm)');
    await visible(dialog.getByText('Nuevo tope', { exact: true }));
    await chooseOption(dialog.getByLabel('Tipo de juego', { exact: true }), 'Terminal', 'Terminal');
    const drawLabel = `${draw.name} · ${businessDateTime(draw.draw_at)}`;
    await chooseOption(dialog.getByLabel('Sorteo', { exact: true }), drawLabel, draw.name);
    await dialog.getByLabel('Número', { exact: true }).fill(number);
    await dialog.getByLabel('Monto máximo', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Crear tope' }).click();
    await visible(page.getByText('Tope creado correctamente.'));
    await page.goto(`/limits/limits?draw=${draw.id}&number=${number}`);
    const row = page.locator('main tbody tr.ant-table-row').filter({ hasText: '$10,00' });
    await visible(row.getByText('Global'));

    // The terminal sells 6 and then 4 (two lines): exactly the limit; one more is refused, naming the line.
    for (const lines of [[6], [2, 2]]) {
      const answer = await sell(
        terminal,
        draw.id,
        lines.map((amount) => ({ game_type_id: gameTypeId, selection: number, amount })),
      );
      expect(answer.status).toBe(201);
      sold.push(answer.body);
    }
    const refused = await sell(terminal, draw.id, [
      { game_type_id: gameTypeId, selection: number === '00' ? '01' : '00', amount: 1 },
      { game_type_id: gameTypeId, selection: number, amount: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'NUMBER_LIMIT_EXCEEDED',
      lines: [{ index: 1, selection: number, limit: 10, sold: 10, available: 0, scope: 'global' }],
    });

    // The exposure shows the number sold out, and whose limit it is.
    await page.goto(`/draw/draw-exposure?id=${draw.id}&sort=selection&order=asc`);
    const exposed = page
      .locator('main tbody tr.ant-table-row')
      .filter({ has: page.locator('code', { hasText: new RegExp(`^${number}$`) }) });
    await visible(exposed.getByText('Global'));
    await visible(exposed.getByText('$0,00'));
  });

  it('the back-office cancels a sale with a reason, and the limit gives its amount back', async () => {
    const [, second] = sold;
    await page.goto(`/tickets/ticket-detail?id=${second.id}`);
    await visible(page.getByRole('heading', { name: `Ticket ${second.code}` }));
    await page.getByRole('button', { name: 'Anular', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Anular el ticket ${second.code}` });
    await dialog.getByLabel('Motivo').fill('El cliente cambió de número');
    await dialog.getByRole('button', { name: 'Anular ticket' }).click();
    await visible(page.getByText('Ticket anulado.'));
    await visible(page.locator('.ant-alert').getByText(/fuera del plazo de la taquilla\. Motivo: El cliente cambió de número/));
    await visible(page.locator('.ant-descriptions-item', { hasText: 'Estado' }).first().getByText('Anulado'));
    const again = await sell(terminal, draw.id, [{ game_type_id: gameTypeId, selection: number, amount: 4 }]);
    expect(again.status).toBe(201);
  });

  it('an administrator pays a winner from its ticket, once; the draw shows it paid', async () => {
    const admin = await apiAs(DEMO.admin);
    type Row = { id: number; code: string; draw_id: number; ticket_booth_id: number; prize_amount: number; paid_at: string | null };
    // A prize is paid on its booth's day of today: a booth whose day another test closed pays none.
    const today = businessToday().day;
    const dayOpen = async (boothId: number) =>
      (await admin<{ status: string }>(`/v1/ticket_booths/detail/${boothId}/days/${today}`)).status === 'open';
    let winner: Row | undefined;
    for (let n = 1; n <= 20 && !winner; n++) {
      const { tickets } = await admin<{ tickets: Row[] }>(`/v1/tickets/list?status=winner&page=${n}`);
      for (const ticket of tickets.filter((row) => row.paid_at === null)) {
        if (await dayOpen(ticket.ticket_booth_id)) {
          winner = ticket;
          break;
        }
      }
    }
    expect(winner).toBeDefined();
    const before = await admin<{ prizes_paid: number }>(`/v1/draws/detail/${winner!.draw_id}`);

    await page.goto(`/tickets/ticket-detail?id=${winner!.id}`);
    await visible(page.getByRole('heading', { name: `Ticket ${winner!.code}` }));
    await page.getByRole('button', { name: 'Pagar premio' }).click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'Confirmar pago del premio' });
    await visible(ask.getByText(new RegExp(`del ticket ${winner!.code}`)));
    await ask.getByRole('button', { name: 'Pagar premio' }).click();
    await visible(page.getByText('Premio pagado.'));
    await visible(page.locator('.ant-alert').getByText(/desde la administración/));
    expect(await page.getByRole('button', { name: 'Pagar premio' }).count()).toBe(0);

    const after = await admin<{ prizes_paid: number }>(`/v1/draws/detail/${winner!.draw_id}`);
    expect(Math.round((after.prizes_paid - before.prizes_paid) * 100)).toBe(Math.round(winner!.prize_amount * 100));
    await page.goto(`/draw/draw-detail?id=${winner!.draw_id}`);
    await visible(page.locator('.ant-statistic').filter({ hasText: 'Premios pagados' }));
    await visible(page.locator('.ant-statistic').filter({ hasText: 'Premios por pagar' }));
  });
});
