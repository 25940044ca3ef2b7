/**
 * Sellers and booths in real Chromium against the built product: an operator's whole round (create
 * a booth and a seller in it, find both, see the seller in the booth, move it, unlock a seller,
 * delete the booth) and a client's read-only view of its own booths.
 * The names are unique per run, so the tests do not depend on (or disturb) the demo data beyond
 * unlocking one seeded seller.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chooseOption, DEMO, newContext, openBrowser, signIn } from '../src/browser';
import { terminalLogin } from '../src/terminal';

jest.setTimeout(120_000);

const RUN = Date.now().toString(36);
const BOOTH_A = `Agencia E2E ${RUN} Norte`;
const BOOTH_B = `Agencia E2E ${RUN} Sur`;
const SELLER = `Vendedor E2E ${RUN}`;
const SELLER_EMAIL = `vendedor.e2e.${RUN}@banca.test`;
const SELLER_PASSWORD = 'clave-e2e-1';

let browser: Browser;
let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.operator }, (opened) => ({ browser, page } = opened));

/** The open booth or seller dialog (not a confirmation). */
const dialog = (p: Page = page) => p.locator('.ant-modal:not(.ant-modal-confirm)');
const confirmation = (title: string) => page.locator('.ant-modal-confirm').filter({ hasText: title });
const ROWS = 'main tbody tr.ant-table-row';
const rowOf = (text: string) => page.locator(ROWS).filter({ hasText: text });
const totalOf = async (p: Page, noun: string) => Number((await p.getByText(new RegExp(`^\\d+ ${noun}s?$`)).innerText()).split(' ')[0]);

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
  expect(await locator.first().isVisible()).toBe(true);
}

async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'detached' });
  expect(await locator.count()).toBe(0);
}

async function search(p: Page, label: string, text: string): Promise<void> {
  await p.getByRole('textbox', { name: label }).fill(text);
  await p.waitForURL((url) => url.searchParams.get('search') === text);
}

/** Chooses, in an antd select found by its label, the option titled `option` after searching it. */
async function choose(scope: Locator, label: string, option: string, searchText = option): Promise<void> {
  await chooseOption(scope.getByLabel(label, { exact: true }), option, searchText);
}

async function createBooth(name: string, location: string): Promise<void> {
  await page.goto('/admin/booths');
  await page.getByRole('button', { name: 'Crear taquilla' }).click();
  const form = dialog();
  await visible(form.getByText('Crear taquilla', { exact: true }));
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Correo').fill(`${name.toLowerCase().replace(/\s+/g, '.')}@banca.test`);
  await form.getByLabel('Ubicación').fill(location);
  // A booth belongs to a client: the demo client, Gustavo Salazar.
  await choose(form, 'Propietario', 'Gustavo Salazar', 'Gustavo');
  await form.getByRole('button', { name: 'Crear taquilla' }).click();
  await visible(page.getByText('Taquilla creada correctamente.'));
  // The dialog now shows the created booth, ready for its sellers.
  await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('booth') ?? ''));
  await visible(form.getByText('Vendedores (0)'));
  await visible(form.getByRole('button', { name: 'Agregar vendedor' }));
}

async function openBooth(name: string): Promise<Locator> {
  await page.goto('/admin/booths');
  await search(page, 'Buscar taquillas', name);
  await page.getByRole('button', { name: `Ver ${name}` }).click();
  const form = dialog();
  await visible(form.locator('.ant-modal-title').getByText(name, { exact: true }));
  return form;
}

describe('an operator manages booths and sellers', () => {
  it('creates a booth', async () => {
    await page.goto('/admin/booths');
    await visible(page.locator(ROWS));
    const before = await totalOf(page, 'taquilla');
    await createBooth(BOOTH_A, 'Valencia - Centro');
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await gone(dialog());
    await page.getByText(`${before + 1} taquillas`).waitFor();
  });

  it('creates a seller in it, after the form has refused an invalid submit', async () => {
    await page.goto('/admin/sellers');
    await page.getByRole('button', { name: 'Crear vendedor' }).click();
    const form = dialog();
    await visible(form.getByText('Crear vendedor', { exact: true }));
    await form.getByRole('button', { name: 'Crear vendedor' }).click();
    await visible(form.getByText('Por favor, completa correctamente todos los campos requeridos.'));
    await visible(form.getByText('La etiqueta es obligatoria.'));

    await form.getByLabel('Etiqueta').fill(SELLER);
    await choose(form, 'Taquilla', BOOTH_A, RUN);
    await form.getByLabel('Usuario', { exact: true }).fill(SELLER_EMAIL);
    await form.getByLabel('Contraseña').fill(SELLER_PASSWORD);
    await choose(form, 'Estado', 'Activo', '');
    await gone(form.getByText('Por favor, completa correctamente todos los campos requeridos.'));
    await form.getByRole('button', { name: 'Crear vendedor' }).click();
    await visible(page.getByText('Vendedor creado correctamente.'));
    await gone(dialog());
    // The new seller is shown at once: the list is searched by its username.
    expect(new URL(page.url()).searchParams.get('search')).toBe(SELLER_EMAIL);
    await visible(rowOf(SELLER));
  });

  it('finds both by search', async () => {
    await page.goto('/admin/sellers');
    await search(page, 'Buscar vendedores', SELLER);
    const seller = rowOf(SELLER);
    await visible(seller);
    expect(await seller.innerText()).toContain(SELLER_EMAIL);
    expect(await seller.innerText()).toContain(BOOTH_A);
    expect(await rowOf('@').count()).toBe(1);

    await page.goto('/admin/booths');
    await search(page, 'Buscar taquillas', BOOTH_A);
    await visible(rowOf(BOOTH_A));
    expect(await rowOf('Agencia').count()).toBe(1);
    expect(await rowOf(BOOTH_A).innerText()).toContain('Valencia - Centro');
  });

  it('sees the seller in the booth’s list, in the dialog (kept in the URL) and on the booth’s page', async () => {
    const form = await openBooth(BOOTH_A);
    await visible(form.getByText('Vendedores (1)'));
    const seller = form.locator('tbody tr.ant-table-row').filter({ hasText: SELLER });
    expect(await seller.innerText()).toContain(SELLER_EMAIL);

    // A reload opens the same dialog.
    await page.reload();
    await visible(dialog().getByText('Vendedores (1)'));
    await dialog()
      .getByRole('link', { name: /Abrir en página completa/ })
      .click();
    await page.waitForURL('**/admin/booth-detail?id=*');
    await visible(page.getByRole('heading', { name: BOOTH_A }));
    await visible(page.locator('main tbody tr.ant-table-row').filter({ hasText: SELLER_EMAIL }));
  });

  it('moves through the sellers’ pages, kept in the URL, and finds the new seller on the last one', async () => {
    await page.goto('/admin/sellers');
    await visible(rowOf('@'));
    const firstLabel = () => page.locator('main tbody tr.ant-table-row td:first-child').first().innerText();
    const onPage1 = await firstLabel();
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await gone(rowOf(onPage1));
    const onPage2 = await firstLabel();
    expect(onPage2).not.toBe(onPage1);
    await page.reload();
    await visible(page.locator('.ant-pagination-item-active').getByText('2', { exact: true }));
    await visible(rowOf(onPage2));

    // The sellers are listed in creation order: the new one is on the last page.
    const last = await page.locator('.ant-pagination-item').last().innerText();
    await page.locator('.ant-pagination-item').last().click();
    await page.waitForURL((url) => url.searchParams.get('page') === last);
    await visible(rowOf(SELLER));
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
  });

  it('moves the seller to another booth with Agregar vendedor: it leaves the first booth’s list', async () => {
    await createBooth(BOOTH_B, 'Maracay - Centro');
    const form = dialog();
    await form.getByRole('button', { name: 'Agregar vendedor' }).click();
    await choose(form, 'Vendedor a agregar', SELLER, RUN);
    await visible(form.getByText(`Trabaja en «${BOOTH_A}»: al agregarlo dejará esa taquilla.`));
    await form.getByRole('button', { name: 'Agregar', exact: true }).click();
    await visible(page.getByText(`Vendedor movido a esta taquilla desde «${BOOTH_A}».`));
    await visible(form.getByText('Vendedores (1)'));
    await visible(form.locator('tbody tr.ant-table-row').filter({ hasText: SELLER_EMAIL }));

    const first = await openBooth(BOOTH_A);
    await visible(first.getByText('Vendedores (0)'));
    await visible(first.getByText('Esta taquilla no tiene vendedores asignados.'));

    await page.goto('/admin/sellers');
    await search(page, 'Buscar vendedores', SELLER);
    await visible(rowOf(BOOTH_B));
  });

  it('unlocks a seller signed in on another device: its terminal session ends and another device may sign in', async () => {
    // A seller account of this run signs in as a booth terminal (the terminal's own app is another one).
    await page.goto('/admin/sellers');
    await search(page, 'Buscar vendedores', SELLER);
    const terminal = { username: SELLER_EMAIL, password: SELLER_PASSWORD };
    expect((await terminalLogin(terminal, 'telefono-1')).status).toBe(200);
    expect((await terminalLogin(terminal, 'telefono-2')).body).toMatchObject({ code: 'SELLER_LOGGED_IN_ELSEWHERE' });

    await page.reload();
    await visible(rowOf(SELLER).getByText('Sesión abierta'));
    await rowOf(SELLER).first().click();
    const form = dialog();
    await visible(form.getByText('Editar vendedor', { exact: true }));
    await visible(
      form.getByText('Este vendedor tiene una sesión abierta en otro dispositivo. Desbloquéalo para que pueda ingresar desde este.'),
    );
    await visible(form.getByText(/Sesión de terminal abierta desde el/));
    await form.getByRole('button', { name: 'Desbloquear' }).click();
    const ask = confirmation('Confirmar desbloqueo');
    await visible(ask);
    await ask.getByRole('button', { name: 'Desbloquear' }).click();
    await visible(page.getByText('Vendedor desbloqueado correctamente.'));
    await gone(form.getByText(/sesión abierta en otro dispositivo/));
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await gone(dialog());
    await gone(rowOf(SELLER).getByText('Sesión abierta'));
    expect((await terminalLogin(terminal, 'telefono-2')).status).toBe(200);
  });

  it('deletes a booth after confirming; its seller is left without one', async () => {
    const form = await openBooth(BOOTH_B);
    await form.getByRole('button', { name: 'Eliminar taquilla' }).click();
    let ask = confirmation('Confirmar eliminación');
    await visible(ask.getByText(/Esta acción es irreversible/));
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await gone(page.locator('.ant-modal-confirm'));
    await visible(form.getByText('Vendedores (1)'));

    await form.getByRole('button', { name: 'Eliminar taquilla' }).click();
    ask = confirmation('Confirmar eliminación');
    await ask.getByRole('button', { name: 'Eliminar' }).click();
    await visible(page.getByText('Taquilla eliminada correctamente.'));
    await gone(dialog());
    await visible(page.getByText('No hay taquillas disponibles.'));

    await page.goto('/admin/sellers');
    await search(page, 'Buscar vendedores', SELLER);
    const seller = rowOf(SELLER);
    await visible(seller);
    expect(await seller.locator('td').nth(2).innerText()).toBe('—');
  });
});

describe('a client', () => {
  let client: BrowserContext;
  let own: Page;

  beforeAll(async () => {
    client = await newContext(browser);
    own = await client.newPage();
    await signIn(own, DEMO.client);
  });
  afterAll(() => client.close());

  it('sees only its own booths and their sellers, read-only', async () => {
    // All booths, as the operator sees them.
    await page.goto('/admin/booths');
    await visible(page.locator(ROWS));
    const everyone = await totalOf(page, 'taquilla');
    const operatorsNames = (await page.locator('main tbody tr.ant-table-row td:first-child').allInnerTexts()).map((name) => name.trim());

    await own.goto('/admin/booths');
    await visible(own.locator('main tbody tr.ant-table-row'));
    const mine = await totalOf(own, 'taquilla');
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThan(everyone);
    expect(await own.getByRole('button', { name: 'Crear taquilla' }).count()).toBe(0);
    const names = (await own.locator('main tbody tr.ant-table-row td:first-child').allInnerTexts()).map((name) => name.trim());
    expect(names).toHaveLength(mine);

    // Another owner's booth (one the operator sees and the client does not) is not found.
    const anothers = operatorsNames.find((name) => !names.includes(name));
    expect(anothers).toBeDefined();
    await search(own, 'Buscar taquillas', anothers!);
    await visible(own.getByText('No hay taquillas disponibles.'));

    // Its booth opens read-only.
    await own.goto('/admin/booths');
    await own.getByRole('button', { name: `Ver ${names[0]}` }).click();
    const form = dialog(own);
    await visible(form.locator('.ant-modal-title').getByText(names[0], { exact: true }));
    expect(await form.getByLabel('Nombre').isDisabled()).toBe(true);
    for (const action of ['Actualizar', 'Eliminar taquilla', 'Agregar vendedor'])
      expect(await form.getByRole('button', { name: action }).count()).toBe(0);

    // Its sellers: only those of its booths, without create or unlock.
    await own.goto('/admin/sellers');
    await visible(own.locator('main tbody tr.ant-table-row'));
    expect(await own.getByRole('button', { name: 'Crear vendedor' }).count()).toBe(0);
    const booths = (await own.locator('main tbody tr.ant-table-row td:nth-child(3)').allInnerTexts()).map((name) => name.trim());
    expect(booths.length).toBeGreaterThan(0);
    for (const booth of booths) expect(names).toContain(booth);
    await own.locator('main tbody tr.ant-table-row').first().click();
    const seller = dialog(own);
    await visible(seller.getByText('Detalle del vendedor', { exact: true }));
    expect(await seller.getByLabel('Etiqueta').isDisabled()).toBe(true);
    expect(await seller.getByRole('button', { name: /Guardar|Desbloquear/ }).count()).toBe(0);
  });
});
