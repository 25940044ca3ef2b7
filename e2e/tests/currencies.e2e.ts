/**
 * Currencies in real Chromium (issue 38 item 1): a booth selling in bolívares and dollars gets a
 * «Moneda» choice on its terminal's «Vender»; a sale in bolívares is written `Bs` on the screen and
 * on the receipt, is kept in bolívares (checked through the API), and the choice passes axe-core.
 * The booth and its seller account are new, so the demo terminal keeps selling in dollars alone.
 * Then the back-office shows that booth's cash days and day in each currency apart, never added.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../src/screenshots';
import { unique } from '../src/accounts';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { baseUrl, DEMO, launchBrowser, newContext, signIn } from '../src/browser';
import { phoneContext, signInTerminal, staffToken, staffWrite, terminalCall } from '../src/terminal';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let account: { username: string; password: string };
let boothId: number;

interface TerminalDraw {
  id: number;
  module_name: string;
  draw_at: string;
  cutoff_at: string;
}

beforeAll(async () => {
  const admin = await staffToken(DEMO.admin);
  // The demo terminal's booth's owner (the demo client), whose games are enabled.
  const booths = (await (
    await fetch(`${baseUrl()}/api/v1/ticket_booths/list?search=La%20Fortuna`, { headers: { authorization: `Bearer ${admin}` } })
  ).json()) as { booths: { owner_id: number }[] };
  const booth = await staffWrite(admin, 'POST', '/v1/ticket_booths/create', {
    name: `Agencia Bolívar ${unique('')}`,
    owner_id: booths.booths[0].owner_id,
    currencies: ['VES', 'USD'],
  });
  expect(booth.status).toBe(201);
  boothId = (booth.body as { id: number }).id;
  account = { username: `${unique('monedas')}@banca.test`, password: 'taquilla-e2e' };
  const seller = await staffWrite(admin, 'POST', '/v1/sellers/create', {
    ticket_booth_id: booth.body.id,
    label: 'Terminal Bolívar',
    username: account.username,
    password: account.password,
    is_active: true,
  });
  expect(seller.status).toBe(201);
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  if (page && (await page.evaluate(() => sessionStorage.getItem('terminalSession') !== null).catch(() => false))) {
    await terminalCall(page, 'POST', '/v1/terminal/logout', {}).catch(() => undefined);
  }
  await context?.close();
  await browser?.close();
});

test('a booth selling in two currencies sells in bolívares from its terminal, written Bs, and the ticket is in bolívares', async () => {
  await signInTerminal(page, account);
  const currency = page.getByRole('group', { name: 'Moneda' });
  await currency.waitFor();
  // Nothing sold yet on this device: the booth's first currency.
  await currency.getByRole('button', { name: 'Bolívares (Bs)', pressed: true }).waitFor();

  // A Lotería Nacional draw open long enough (the screen opens on the soonest draw of any game).
  const draws = (await terminalCall<TerminalDraw[]>(page, 'GET', '/v1/terminal/draws')).body.filter(
    (draw) => draw.module_name === 'Lotería Nacional' && Date.parse(draw.cutoff_at) > Date.now() + 15 * 60_000,
  );
  expect(draws.length).toBeGreaterThan(0);
  const picker = page.getByRole('region', { name: 'Sorteo' });
  await picker.getByRole('button', { name: 'Lotería Nacional', exact: true }).click();
  await picker.getByRole('button', { name: 'Lotería Nacional', exact: true, pressed: true }).waitFor();
  await page.getByRole('heading', { name: /^Jugadas · Lotería Nacional / }).waitFor();

  await page.getByLabel('Número').fill('37');
  await page.getByLabel('Número').press('Enter');
  await page.getByLabel('Monto').fill('2,5');
  await page.getByLabel('Monto').press('Enter');
  await page.getByRole('button', { name: 'Vender Bs 2,50' }).waitFor();
  const violations = await findAxeViolations(page);
  expect(describeAxeViolations(violations)).toBe('');
  await screenshot(page, 'terminal-currency.png');

  await page.getByRole('button', { name: 'Vender Bs 2,50' }).click();
  const receipt = page.getByRole('article', { name: /^Ticket / });
  await receipt.waitFor();
  expect(await receipt.textContent()).toContain('Bs 2,50');
  const code = (await receipt.getAttribute('aria-label'))!.replace('Ticket ', '');
  const ticket = await terminalCall<{ currency: string; amount: number }>(page, 'GET', `/v1/tickets/verify/${code}`);
  expect(ticket.body).toMatchObject({ currency: 'VES', amount: 2.5 });
});

test('the back-office shows that booth’s cash in each currency apart: its bolívares sale in Bs, nothing of it in dollars', async () => {
  const office = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
  try {
    await signIn(office, DEMO.admin);
    await office.goto(`/cash/days?booth=${boothId}`);
    const figure = (title: string) =>
      office.locator('.ant-card').filter({ has: office.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) });
    // The banca's default, dollars: this booth sold nothing in dollars.
    await figure('Ventas').getByText('$0,00').waitFor();
    await office.getByRole('radiogroup', { name: 'Moneda' }).getByText('Bs', { exact: true }).click();
    await figure('Ventas').getByText('Bs 2,50').waitFor();
    await office.locator('tbody tr.ant-table-row a[href*="/cash/day?"]').first().click();
    await office.getByRole('heading', { level: 2, name: /^Agencia Bolívar / }).waitFor();
    await figure('Ventas').getByText('$0,00').waitFor();
    await office.getByRole('radiogroup', { name: 'Moneda' }).getByText('Bs', { exact: true }).click();
    await figure('Ventas').getByText('Bs 2,50').waitFor();
    const violations = await findAxeViolations(office);
    expect(describeAxeViolations(violations)).toBe('');
    await screenshot(office, 'cash-day-currency.png');
  } finally {
    await office.context().close();
  }
});
