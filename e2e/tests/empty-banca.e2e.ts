/**
 * A banca that starts with nothing (`DEMO_DATA=false`), set up from the back-office alone until its
 * first ticket is sold: the walk docs/operations.md describes, on a server of its own with an
 * empty data folder. The lottery draws at 08:00 every day, so whatever the hour of the run, the
 * terminal has an open draw (today's or tomorrow's) planned from the schedule.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chooseOption, launchBrowser, newContext, signIn } from '../src/browser';
import { startServer, type RunningServer } from '../src/server';
import { phoneContext } from '../src/terminal';

jest.setTimeout(180_000);

const ADMIN = { username: 'fundadora', password: 'Primera-Clave-2026' } as const;
const SELLER = { username: 'caja1@loteria-avila.test', password: 'caja-uno-2026' } as const;

let server: RunningServer;
let browser: Browser;
let desk: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ DEMO_DATA: 'false', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  desk = await newContext(browser, { width: 1366, height: 900 }, server.url);
  page = await desk.newPage();
});

afterAll(async () => {
  await desk?.close();
  await browser?.close();
  server?.process.kill();
});

const toast = (text: string) => page.locator('.ant-message').getByText(text).waitFor();
const dialogTitled = (title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('an empty banca is set up from the back-office and its terminal sells the first ticket', async () => {
  // 1. The first administrator, from the environment, finds nothing but itself.
  await signIn(page, ADMIN);
  await page.getByText('No hay sorteos programados para hoy.').waitFor();
  await page.goto('/admin/games');
  await page
    .getByText('No hay datos')
    .or(page.getByText(/^0 juegos?$/))
    .first()
    .waitFor();

  // 2. A lottery with its schedule (08:00, every day) and one game type.
  await page.getByRole('button', { name: 'Nuevo juego' }).click();
  const game = dialogTitled('Nuevo juego');
  await game.getByLabel('Código', { exact: true }).first().fill('AVILA');
  await game.getByLabel('Nombre', { exact: true }).first().fill('Lotería del Ávila');
  await chooseOption(game.getByLabel('Formato del resultado'), 'Número de cuatro cifras');
  await game.getByRole('button', { name: 'Agregar hora' }).click();
  await game.getByLabel('Hora 1').fill('08:00');
  const type = game.locator('.ant-card').filter({ hasText: 'Tipo de juego 1' });
  await type.getByLabel('Código', { exact: true }).fill('TERM');
  await type.getByLabel('Nombre', { exact: true }).fill('Terminal');
  await chooseOption(type.getByLabel('Formato de la jugada'), 'Terminal (dos cifras)');
  await type.getByLabel('Paga (por 1)').fill('70');
  await game.getByRole('button', { name: 'Crear juego' }).click();
  await toast('Juego creado: sus sorteos se planificaron según el horario.');

  // Its draws were planned from the schedule at once: the coming days' 08:00.
  await page.goto('/admin/draws');
  await page
    .getByRole('cell', { name: /Lotería del Ávila 08:00/ })
    .first()
    .waitFor();

  // 3. The booth's owner: a client, with the lottery enabled (every game type with it).
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  const user = page.getByRole('dialog', { name: 'Crear usuario' });
  await user.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await user.getByLabel('Apellido').fill('Mendoza');
  await user.getByLabel('Número de documento').fill('V-12345678');
  await user.getByLabel('Correo').fill('rosa.mendoza@loteria-avila.test');
  await chooseOption(user.getByLabel('Rol'), 'Cliente');
  await user.getByLabel('Usuario', { exact: true }).fill('rosa.mendoza');
  await user.getByRole('button', { name: 'Guardar' }).click();
  await toast('Usuario creado correctamente.');
  const owner = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Módulos' }) });
  await owner.getByRole('tab', { name: 'Módulos' }).click();
  const modules = owner.getByRole('tabpanel', { name: 'Módulos' });
  await modules
    .locator('[data-testid^="module-"]')
    .filter({ hasText: 'Lotería del Ávila' })
    .getByRole('button', { name: 'Habilitar' })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Módulo Lotería del Ávila' })
    .getByText(/Habilitados 1 de 1$/)
    .waitFor();

  // 4. Her booth, and the seller account its terminal signs in with.
  await page.goto('/admin/booths');
  await page.getByRole('button', { name: 'Crear taquilla' }).click();
  const booth = page.locator('.ant-modal:not(.ant-modal-confirm)');
  await booth.getByLabel('Nombre').fill('Agencia El Ávila');
  await booth.getByLabel('Correo').fill('agencia@loteria-avila.test');
  await booth.getByLabel('Ubicación').fill('Caracas - Altamira');
  await chooseOption(booth.getByLabel('Propietario', { exact: true }), 'Rosa Mendoza', 'Rosa');
  await booth.getByRole('button', { name: 'Crear taquilla' }).click();
  await toast('Taquilla creada correctamente.');

  await page.goto('/admin/sellers');
  await page.getByRole('button', { name: 'Crear vendedor' }).click();
  const seller = page.locator('.ant-modal:not(.ant-modal-confirm)');
  await seller.getByLabel('Etiqueta').fill('Caja 1');
  await chooseOption(seller.getByLabel('Taquilla', { exact: true }), 'Agencia El Ávila', 'Ávila');
  await seller.getByLabel('Usuario', { exact: true }).fill(SELLER.username);
  await seller.getByLabel('Contraseña').fill(SELLER.password);
  await chooseOption(seller.getByLabel('Estado', { exact: true }), 'Activo', '');
  await seller.getByRole('button', { name: 'Crear vendedor' }).click();
  await toast('Vendedor creado correctamente.');

  // 5. The booth's phone: the seller signs in and sells a line on the lottery's next draw.
  const phone = await phoneContext(browser, server.url);
  try {
    const terminal = await phone.newPage();
    await terminal.goto('/taquilla');
    await terminal.getByLabel('Correo de la cuenta').fill(SELLER.username);
    await terminal.getByLabel('Contraseña', { exact: true }).fill(SELLER.password);
    await terminal.getByRole('button', { name: 'Ingresar' }).click();
    await terminal.getByRole('heading', { name: /^Jugadas · Lotería del Ávila 08:00/ }).waitFor();
    await terminal.getByLabel('Número').fill('27');
    await terminal.getByLabel('Número').press('Enter');
    await terminal.getByLabel('Monto').fill('5');
    await terminal.getByLabel('Monto').press('Enter');
    await terminal.getByRole('button', { name: 'Vender $5,00' }).click();
    const receipt = terminal.getByRole('article', { name: /^Ticket / });
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain('Total$5,00');
  } finally {
    await phone.close();
  }

  // 6. The back-office sees the banca's first ticket.
  await page.goto('/admin/tickets');
  await page
    .getByRole('cell', { name: /Lotería del Ávila 08:00/ })
    .first()
    .waitFor();
  expect(await page.locator('main tbody tr.ant-table-row').count()).toBe(1);
});
