/**
 * The catalog remote (draws, games, tickets, hierarchy, reports) in real Chromium, loaded by the
 * host at run time, against the built API and its demo data.
 */
import type { Locator, Page } from 'playwright-core';
import { chooseOption, DEMO, downloadedBytes, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'test', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

describe('draws', () => {
  it('filters by type and status on the server: only matching rows, the filters in the URL', async () => {
    await page.goto('/draw/draws');
    const rows = tableRows(page.locator('main'));
    await rows.first().waitFor();
    const allCount = await summaryCount(page);

    await pickOption(page, 'Tipo de sorteo', 'Lotería Primitiva');
    await pickOption(page, 'Estado', 'Finalizado');
    // The type is one of the catalog's game modules, by its id.
    await page.waitForURL((url) => url.searchParams.get('module_id') !== null && url.searchParams.get('status') === 'settled');

    const matching = async () => {
      const cells = await columnTexts(rows, [1, 3]);
      return cells.length > 0 && cells.every(([type, status]) => type === 'Lotería Primitiva' && status === 'Finalizado');
    };
    await waitUntil(matching, 'every row to be a settled Lotería Primitiva draw');
    const filteredCount = await summaryCount(page);
    expect(filteredCount).toBeGreaterThan(0);
    expect(filteredCount).toBeLessThan(allCount);
    expect(await matching()).toBe(true);

    // the same view after a reload: the filters live in the URL
    await page.reload();
    await rows.first().waitFor();
    await waitUntil(matching, 'the filtered rows after a reload');
    expect(await summaryCount(page)).toBe(filteredCount);
  });

  it("opens a draw from its 'Ver' link", async () => {
    await page.goto('/draw/draws');
    const first = tableRows(page.locator('main')).first();
    await first.waitFor();
    const [name, type] = (await columnTexts(first, [0, 1]))[0];

    await first.getByRole('link', { name: 'Ver' }).click();
    await page.waitForURL(/\/draw\/draw-detail\?id=\d+$/);
    await expectVisible(page.getByRole('heading', { name }));
    const details = page.locator('main .ant-descriptions');
    await expectVisible(details.getByText(type, { exact: true }));
    await expectVisible(details.getByText('Premio mayor'));
    await expectVisible(page.getByText('Tickets vendidos'));
    await expectVisible(page.getByRole('link', { name: /Volver a sorteos/ }));
  });
});

describe('games', () => {
  it('opens a game’s detail dialog with its name, description and types', async () => {
    await page.goto('/games/games');
    await page.locator('main').getByRole('button', { name: 'Parley', exact: true }).click();

    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Parley', { exact: true }).first());
    await expectVisible(dialog.getByText('Parley de 3'));
    const types = tableRows(dialog);
    await types.first().waitFor();
    const kinds = (await columnTexts(types, [1])).map(([kind]) => kind);
    expect(kinds).toEqual(expect.arrayContaining(['Apuesta simple', 'Parley']));
    expect(new URL(page.url()).searchParams.get('game')).toMatch(/^\d+$/);
    // a description above the table
    expect((await dialog.locator('.ant-typography-secondary').first().innerText()).length).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.has('game')).toBe(false);
  });
});

describe('tickets', () => {
  it('filters by result: only winners, then only the others, then the pending ones', async () => {
    await page.goto('/tickets/tickets');
    const rows = tableRows(page.locator('main'));
    await rows.first().waitFor();
    const allCount = await summaryCount(page);

    for (const [label, value] of [
      ['Ganador', 'winner'],
      ['No ganador', 'loser'],
      ['Pendiente', 'pending'],
    ] as const) {
      await page.locator('main .ant-segmented').getByText(label, { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === value);
      const onlyThese = async () => {
        // The Estado column (after Premio); a winner also carries its 'Pagado' or 'Sin pagar' tag.
        const results = await columnTexts(rows, [5]);
        return results.length > 0 && results.every(([result]) => result.replace(/\s*(Pagado|Sin pagar)$/, '') === label);
      };
      await waitUntil(onlyThese, `every ticket to read '${label}'`);
      expect(await onlyThese()).toBe(true);
      const count = await summaryCount(page);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(allCount);
    }
  });
});

describe('hierarchy', () => {
  it('expands the tree: administrator > sub-administrator > seller', async () => {
    await page.goto('/user-hierarchy/hierarchy-list');
    const table = page.locator('main');
    const level = (n: number) => table.locator(`tr.ant-table-row-level-${n}`);
    await level(0).first().waitFor();

    await table.getByRole('button', { name: 'Contraer todo' }).click();
    await level(1).first().waitFor({ state: 'detached' });
    expect(await level(0).count()).toBeGreaterThan(0);

    // open one administrator by its own expand icon
    await level(0).first().locator('.ant-table-row-expand-icon').click();
    await expectVisible(level(1).first());
    // A row says what the person is with its role's tag (the tree's depth says the level).
    expect(await level(1).first().innerText()).toMatch(/Cliente|Operador|Vendedor/);

    await table.getByRole('button', { name: 'Expandir todo' }).click();
    const seller = level(2).first();
    await expectVisible(seller);
    // A seller at the third level: a ticket seller user or a booth's seller account.
    await expectVisible(seller.getByText(/^Vendedor( de Tickets)?$/).first());
  });
});

describe('reports', () => {
  it('picks a date range: totals equal the sum of the rows, the chart is drawn, the CSV holds the rows shown', async () => {
    await page.goto('/reports/reports');
    const main = page.locator('main');
    await main.locator('.ant-picker-range').waitFor();

    // the last three weeks (the demo data has sales in the past 25 days)
    const to = daysAgo(0);
    const from = daysAgo(20);
    const answered = page.waitForResponse((r) => r.url().includes(`/v1/reports/sales?from=${from.iso}&to=${to.iso}`) && r.ok());
    const inputs = main.locator('.ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(from.shown);
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(to.shown);
    await inputs.nth(1).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('from') === from.iso && url.searchParams.get('to') === to.iso);
    await answered;
    await expectVisible(main.getByText(`Del ${from.shown} al ${to.shown}, por taquilla`));

    // the table once the new answer is on it
    const rows = tableRows(main);
    await waitUntil(async () => (await main.locator('.ant-spin-spinning').count()) === 0 && (await rows.count()) > 0, 'the report rows');
    const columns = [0, 1, 2, 3, 4, 5, 6];
    const shown = (await columnTexts(rows, columns)).map(parseFigures);
    const totals = parseFigures((await columnTexts(main.locator('[data-testid="totals-row"]'), columns))[0]);
    expect(totals.label).toBe('Total');
    const sum = (key: Exclude<keyof FiguresRow, 'label'>) => shown.reduce((total, row) => total + row[key], 0);
    expect(totals).toEqual({
      label: 'Total',
      tickets: sum('tickets'),
      sales: sum('sales'),
      prizes: sum('prizes'),
      net: sum('net'),
      commission: sum('commission'),
      ownerNet: sum('ownerNet'),
    });

    // the charts: sales and prizes per day, and one bar per group (ten at most)
    const series = main.locator('[data-testid="chart-series"]');
    await expectVisible(series.getByRole('application', { name: 'Ventas y premios por día' }));
    await waitUntil(async () => (await series.locator('.recharts-area-curve').count()) === 2, 'the two areas of the daily chart');
    const bars = main.locator('[data-testid="chart-groups"] .recharts-bar-rectangle');
    await waitUntil(async () => (await bars.count()) === Math.min(10, shown.length), 'one bar per group');
    expect(await series.locator('.recharts-legend-item-text').allInnerTexts()).toEqual(['Ventas', 'Premios']);

    // the CSV: the rows on screen and the totals row, as Excel in Spanish reads them
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`reporte-ventas-taquilla-${from.iso}-${to.iso}.csv`);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Taquilla;Tickets;Ventas;Premios;Resultado;Comisión;Neto');
    const csvRows = lines.slice(1, -1).map((line) => parseCsvLine(line));
    expect(csvRows).toEqual([...shown, totals]);
  });
});

// ---- helpers ----

/** The data rows of the first table inside `scope` (not the measure row, not the summary). */
function tableRows(scope: Locator): Locator {
  return scope.locator('.ant-table-tbody').first().locator('tr.ant-table-row');
}

/** The text of some columns of each row, by cell index. */
async function columnTexts(rows: Locator, indexes: number[]): Promise<string[][]> {
  return rows.evaluateAll((trs, wanted) => trs.map((tr) => wanted.map((i) => (tr.children[i]?.textContent ?? '').trim())), indexes);
}

/** The count in the list's summary line ('1.234 tickets'). */
async function summaryCount(page: Page): Promise<number> {
  const summary = page.locator('[data-testid="list-summary"]');
  await summary.waitFor();
  const match = /^([\d.]+)/.exec((await summary.innerText()).trim());
  if (!match) throw new Error(`No count in the summary: ${await summary.innerText()}`);
  return Number(match[1].replace(/\./g, ''));
}

/** Opens an antd Select by its label and picks an option. */
async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page.getByRole('combobox', { name: label }), option);
}

/** Polls `condition` until it holds (the page answers asynchronously), failing after `timeout`. */
async function waitUntil(condition: () => Promise<boolean>, what: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The server's default business clock, which the product started by the tests runs on. */
const BUSINESS_TIMEZONE = 'America/Caracas';

/**
 * A day `n` days before today on the business clock (the picker offers no day after that one),
 * as the picker shows it and as the URL carries it.
 */
function daysAgo(n: number): { shown: string; iso: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIMEZONE }).format(new Date(Date.now() - n * 86_400_000));
  const [y, m, d] = iso.split('-');
  return { shown: `${d}/${m}/${y}`, iso };
}

interface FiguresRow {
  label: string;
  tickets: number;
  /** Amounts in cents, so sums are exact. */
  sales: number;
  prizes: number;
  net: number;
  commission: number;
  ownerNet: number;
}

/** '$12.345,67' or '-$315,50' → cents. */
function cents(text: string): number {
  const match = /^(-?)\$([\d.]+),(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  return (match[1] ? -1 : 1) * Number(`${match[2].replace(/\./g, '')}${match[3]}`);
}

/** A row of the report as shown: group, tickets ('3.581'), sales, prizes, net. */
function parseFigures([label, tickets, sales, prizes, net, commission, ownerNet]: string[]): FiguresRow {
  return {
    label,
    tickets: Number(tickets.replace(/\./g, '')),
    sales: cents(sales),
    prizes: cents(prizes),
    net: cents(net),
    commission: cents(commission),
    ownerNet: cents(ownerNet),
  };
}

/** A line of the CSV: label;tickets;1234,50;… (labels of the demo data need no quoting). */
function parseCsvLine(line: string): FiguresRow {
  const [label, tickets, ...amounts] = line.split(';');
  const [sales, prizes, net, commission, ownerNet] = amounts.map((amount) => {
    const match = /^(-?)(\d+),(\d{2})$/.exec(amount);
    if (!match) throw new Error(`Not a CSV amount: ${amount}`);
    return (match[1] ? -1 : 1) * Number(`${match[2]}${match[3]}`);
  });
  return { label, tickets: Number(tickets), sales, prizes, net, commission, ownerNet };
}

async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  expect(await locator.isVisible()).toBe(true);
}
