/**
 * User management in real Chromium: an administrator creates users and manages
 * their password, lock, status, settings and modules; the effects are checked where they matter,
 * by signing in as those users in a second browser context. Each test makes its own users.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createUserByApi as createUser, unique } from '../src/accounts';
import { answerConfirmation, chooseOption, DEMO, newContext, openBrowser, signIn } from '../src/browser';

let browser: Browser;
let page: Page;
openBrowser({ per: 'test', signInAs: DEMO.admin }, (opened) => ({ browser, page } = opened));

/** Creates a user through the API as the signed-in administrator (for tests about something else). */
const createUserByApi = (role?: string, password?: string) => createUser(page, role, password);

/** The user dialog of the users list, opened through its URL (as a reload or a shared link would). */
async function openUser(id: number): Promise<Locator> {
  await page.goto(`/admin/users?user=${id}`);
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Perfil' }) });
  await dialog.getByLabel('Nombre', { exact: true }).waitFor();
  return dialog;
}

async function openTab(dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByRole('tab', { name }).click();
  return dialog.getByRole('tabpanel', { name });
}

/** What a refused action shows: a dialog's or a tab's error or warning, an error toast, a field the server refused. */
const REFUSALS = '.ant-alert-error, .ant-alert-warning, .ant-message-error, .ant-form-item-explain-error';

/** What the page shows instead of a success, for a failure message: where it is, its refusals, the dialogs left open. */
async function whatThePageSays(): Promise<string> {
  const quote = (texts: string[]) => texts.map((text) => `«${text.trim().replace(/\s+/g, ' ')}»`).join(', ') || 'none';
  const refusals = await page.locator(REFUSALS).filter({ visible: true }).allInnerTexts();
  const dialogs = await page.locator('.ant-modal-title, .ant-modal-confirm-title').filter({ visible: true }).allInnerTexts();
  return `the page at ${new URL(page.url()).pathname} shows errors ${quote(refusals)}; dialogs open ${quote(dialogs)}`;
}

/**
 * Waits for the toast `text`. When the page shows a refusal instead, or nothing comes, the failure
 * says what the page shows.
 */
async function expectToast(text: string): Promise<void> {
  const toast = page.locator('.ant-message').getByText(text, { exact: true });
  try {
    await toast.or(page.locator(REFUSALS)).filter({ visible: true }).first().waitFor();
  } catch {
    throw new Error(`No toast «${text}» within 20 s: ${await whatThePageSays()}`);
  }
  if ((await toast.count()) === 0) throw new Error(`No toast «${text}»: ${await whatThePageSays()}`);
}

async function changePassword(security: Locator, password: string): Promise<void> {
  // The toast of a previous change may still be up; this change must be seen by its own toast.
  await page.locator('.ant-message').getByText('Contraseña cambiada correctamente.', { exact: true }).waitFor({ state: 'detached' });
  await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await dialog.getByPlaceholder('Nueva contraseña', { exact: true }).fill(password);
  await dialog.getByPlaceholder('Confirmar nueva contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Actualizar' }).click();
  await answerConfirmation(page, 'Confirmar cambio de contraseña', 'Cambiar contraseña');
  await expectToast('Contraseña cambiada correctamente.');
}

const STALE_NOTICE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';

/** A second browser (its own session storage and cookies) trying to sign in. */
async function attemptSignIn(context: BrowserContext, username: string, password: string): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/login');
  await other.getByLabel('Usuario o correo').fill(username);
  await other.getByLabel('Contraseña', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Ingresar' }).click();
  return other;
}

async function expectSignedIn(other: Page): Promise<void> {
  await other.waitForURL((url) => url.pathname === '/');
  await other.getByText('Resumen general').first().waitFor();
}

/** Waits until a field (of any page) shows `value` (the page may still be rendering the change). */
async function expectValue(field: Locator, value: string): Promise<void> {
  await field.waitFor();
  const deadline = Date.now() + 10_000;
  while ((await field.inputValue()) !== value && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await field.inputValue()).toBe(value);
}

async function expectRefused(other: Page, message: RegExp): Promise<void> {
  await other.getByText(message).first().waitFor();
  expect(new URL(other.url()).pathname).toBe('/login');
}

describe('user management', () => {
  it('creates a user, sets the password, the user signs in elsewhere; a new password sends that session to /login', async () => {
    const username = unique('nuevo');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear usuario' });
    await dialog.getByText('Las demás opciones (Configuración, Módulos y Seguridad) se habilitan después de crear el usuario.').waitFor();
    expect(await dialog.getByRole('tab').count()).toBe(1);
    await expectValue(dialog.getByLabel('Zona horaria'), 'America/Caracas');

    await dialog.getByLabel('Nombre', { exact: true }).fill('Nueva');
    await dialog.getByLabel('Apellido').fill('Operadora');
    await dialog.getByLabel('Número de documento').fill(`V-${username}`);
    await dialog.getByLabel('Correo').fill(`${username}@banca.test`);
    await chooseOption(dialog.getByLabel('País'), 'Chile', 'Chile');
    await expectValue(dialog.getByLabel('Zona horaria'), 'America/Santiago');
    await chooseOption(dialog.getByLabel('Rol'), 'Operador');
    await dialog.getByLabel('Usuario', { exact: true }).fill(username);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast('Usuario creado correctamente.');

    // The dialog stays open on the new user, with every tab, and the URL names it.
    const created = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Seguridad' }) });
    await created.getByRole('tab', { name: 'Seguridad' }).waitFor();
    expect(new URL(page.url()).searchParams.get('user')).toMatch(/^\d+$/);

    const security = await openTab(created, 'Seguridad');
    await security.getByText(username, { exact: true }).waitFor();
    await changePassword(security, 'primera-clave');

    const second = await newContext(browser);
    try {
      const theUser = await attemptSignIn(second, username, 'primera-clave');
      await expectSignedIn(theUser);

      // The user's page asks nothing while the password changes: a request of its own answered 401
      // (the inbox's refresh, 30 s after its load, which a slow run reaches) would say why on that
      // page, and the page loaded below would find nothing left to say.
      await theUser.route('**/api/**', (route) => route.abort());
      await changePassword(security, 'segunda-clave');
      await theUser.unrouteAll({ behavior: 'ignoreErrors' });
      // Every session of the user was revoked: the next page load ends at /login.
      await theUser.goto('/admin/users');
      await theUser.waitForURL('**/login');
      await theUser.waitForLoadState('networkidle');
      await theUser.getByLabel('Usuario o correo').waitFor();
      expect(await theUser.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
      // The login page says why, once.
      await theUser.getByRole('status').getByText('Tu sesión terminó: tu contraseña cambió.').waitFor();
      await theUser.reload();
      await theUser.getByLabel('Usuario o correo').waitFor();
      expect(await theUser.getByText(/Tu sesión terminó/).count()).toBe(0);

      await expectRefused(await attemptSignIn(second, username, 'primera-clave'), /Usuario o contraseña incorrectos/);
      await expectSignedIn(await attemptSignIn(second, username, 'segunda-clave'));
    } finally {
      await second.close();
    }
  });

  it('locks a user after 5 failed sign-ins; the administrator unlocks it and the user signs in again', async () => {
    const user = await createUserByApi();
    const second = await newContext(browser);
    try {
      const login = await attemptSignIn(second, user.username, 'incorrecta');
      await login.getByText(/Te quedan 4 intentos/).waitFor();
      for (let attempt = 2; attempt <= 5; attempt += 1) {
        await login.getByRole('button', { name: 'Ingresar' }).click();
        await login
          .getByText(
            attempt === 5
              ? /Tu cuenta está bloqueada/
              : attempt === 4
                ? /Te queda 1 intento/
                : new RegExp(`Te quedan ${5 - attempt} intentos`),
          )
          .first()
          .waitFor();
      }
      // Even the right password is refused now.
      await expectRefused(await attemptSignIn(second, user.username, user.password), /Tu cuenta está bloqueada/);

      const security = await openTab(await openUser(user.id), 'Seguridad');
      await security.getByText('Bloqueado', { exact: true }).waitFor();
      await security.getByRole('button', { name: 'Desbloquear' }).click();
      await answerConfirmation(page, 'Confirmar desbloqueo', 'Desbloquear');
      await expectToast('Usuario desbloqueado correctamente.');
      await security.getByText('Bloqueado', { exact: true }).waitFor({ state: 'detached' });

      await expectSignedIn(await attemptSignIn(second, user.username, user.password));
    } finally {
      await second.close();
    }
  });

  it('deactivates a user, whose sign-in is then refused as a wrong password is (no account oracle)', async () => {
    const user = await createUserByApi();
    const security = await openTab(await openUser(user.id), 'Seguridad');
    const toggle = security.getByRole('switch', { name: 'Usuario activo' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await answerConfirmation(page, 'Confirmar cambio de estado', 'Desactivar');
    await expectToast('Usuario desactivado correctamente.');
    await security.getByRole('switch', { name: 'Usuario activo', checked: false }).waitFor();

    const second = await newContext(browser);
    try {
      await expectRefused(await attemptSignIn(second, user.username, user.password), /Usuario o contraseña incorrectos/);
    } finally {
      await second.close();
    }
  });

  it('saves a setting and a module game configuration, and reads them back after a reload', async () => {
    const user = await createUserByApi('ticket_seller');
    let dialog = await openUser(user.id);

    // Configuración: 'Porcentaje de venta' → 15,5 % (typed the Spanish way)
    let settings = await openTab(dialog, 'Configuración');
    await settings
      .getByRole('row', { name: /Porcentaje de venta/ })
      .getByRole('button', { name: 'Configurar' })
      .click();
    const valueDialog = page.getByRole('dialog').filter({ has: page.getByLabel('Valor (%)') });
    await valueDialog.getByLabel('Valor (%)').fill('15,5');
    await valueDialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast('Configuración guardada correctamente.');
    await settings
      .getByRole('row', { name: /Porcentaje de venta/ })
      .getByText('15,5 %')
      .waitFor();

    // Módulos: enable the first module, configure its first game.
    let modules = await openTab(dialog, 'Módulos');
    const tile = modules.locator('[data-testid^="module-"]').first();
    const moduleName = (await tile.locator('.ant-card-head-title').innerText()).trim();
    await tile.getByRole('button', { name: 'Habilitar' }).click();
    let moduleDialog = page.getByRole('dialog').filter({ hasText: `Módulo ${moduleName}` });
    // A module enabled with none of its game types gets them all, so it can be played at once.
    await moduleDialog.getByText(/Habilitados (\d+) de \1$/).waitFor();
    const firstGame = moduleDialog.locator('tr.ant-table-row').first();
    const gameName = (await firstGame.locator('strong').innerText()).trim();
    await firstGame.getByRole('switch', { checked: true }).waitFor();
    await firstGame.getByRole('button', { name: 'Configurar' }).click();
    const gameDialog = page.getByRole('dialog').filter({ hasText: `Configurar ${gameName}` });
    // Its prize plan: a payout and a commission of the owner's own (empty: the defaults shown beside).
    await gameDialog.getByLabel('Paga').fill('82,5');
    await gameDialog.getByLabel('Comisión').fill('12,75');
    // Its sales limit in each currency.
    await gameDialog.getByLabel('Límite de venta (Bs)').fill('120.000');
    await gameDialog.getByLabel('Límite de venta ($)').fill('3.000');
    await gameDialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(`Configuración de ${gameName} guardada correctamente.`);
    await firstGame.getByText('12,75 %').waitFor();
    await firstGame.getByText('82,5×').waitFor();

    // A reload reopens the same user (kept in the URL); everything comes back from the server.
    await page.reload();
    dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Perfil' }) });
    await dialog.getByLabel('Nombre', { exact: true }).waitFor();
    settings = await openTab(dialog, 'Configuración');
    await settings
      .getByRole('row', { name: /Porcentaje de venta/ })
      .getByText('15,5 %')
      .waitFor();

    modules = await openTab(dialog, 'Módulos');
    const reloadedTile = modules.locator('[data-testid^="module-"]').filter({ hasText: moduleName });
    // Every game type of the module was enabled with it: each one a configuration.
    await reloadedTile.getByText(/^\d+ configuraci(ón|ones)$/).waitFor();
    await reloadedTile.getByRole('button', { name: 'Configurar' }).click();
    moduleDialog = page.getByRole('dialog').filter({ hasText: `Módulo ${moduleName}` });
    await moduleDialog.getByText(/Habilitados (\d+) de \1$/).waitFor();
    const reloadedGame = moduleDialog.locator('tr.ant-table-row').filter({ hasText: gameName }).first();
    await reloadedGame.getByText('12,75 %').waitFor();
    await reloadedGame.getByText('82,5×').waitFor();
    await reloadedGame.getByText('Bs 120.000,00').waitFor();
    await reloadedGame.getByText('$3.000,00').waitFor();
    await reloadedGame.getByRole('switch', { checked: true }).waitFor();
    await reloadedGame.getByRole('button', { name: 'Configurar' }).click();
    const reopened = page.getByRole('dialog').filter({ hasText: `Configurar ${gameName}` });
    await expectValue(reopened.getByLabel('Comisión'), '12,75');
    await expectValue(reopened.getByLabel('Paga'), '82,5');
    await expectValue(reopened.getByLabel('Límite de venta (Bs)'), '120.000');
    await expectValue(reopened.getByLabel('Límite de venta ($)'), '3.000');
  });

  it('two administrators edit the same user: the second save is refused with a notice, and Recargar shows the first change', async () => {
    const user = await createUserByApi();
    const first = await openUser(user.id);

    // A second administrator, in a browser of their own, opens the same user.
    const second = await newContext(browser);
    try {
      const other = await second.newPage();
      await signIn(other, DEMO.admin);
      await other.goto(`/admin/users?user=${user.id}`);
      const otherDialog = other.getByRole('dialog').filter({ has: other.getByRole('tab', { name: 'Perfil' }) });
      const otherLastName = otherDialog.getByLabel('Apellido', { exact: true });
      await otherLastName.waitFor();

      // The first one saves a new last name.
      await first.getByLabel('Apellido', { exact: true }).fill('Primero');
      await first.getByRole('button', { name: 'Guardar' }).click();
      await expectToast('Usuario actualizado correctamente.');

      // The second one, still on the old version, saves another field: refused, nothing typed lost.
      await otherDialog.getByLabel('Teléfono', { exact: true }).fill('+58 412 5550000');
      await otherDialog.getByRole('button', { name: 'Guardar' }).click();
      await otherDialog.getByText(STALE_NOTICE).waitFor();
      expect(await otherDialog.getByLabel('Teléfono', { exact: true }).inputValue()).toBe('+58 412 5550000');
      expect(await otherLastName.inputValue()).toBe(user.username);

      // Recargar shows the first change; the second one applies theirs again on top and saves.
      await otherDialog.getByRole('button', { name: 'Recargar' }).click();
      await expectValue(otherLastName, 'Primero');
      await otherDialog.getByRole('button', { name: 'Aplicar mis cambios' }).click();
      expect(await otherDialog.getByLabel('Teléfono', { exact: true }).inputValue()).toBe('+58 412 5550000');
      await otherDialog.getByRole('button', { name: 'Guardar' }).click();
      await other.locator('.ant-message').getByText('Usuario actualizado correctamente.', { exact: true }).waitFor();
    } finally {
      await second.close();
    }

    // Both changes are kept.
    const reopened = await openUser(user.id);
    await expectValue(reopened.getByLabel('Apellido', { exact: true }), 'Primero');
    await expectValue(reopened.getByLabel('Teléfono', { exact: true }), '+58 412 5550000');
  });
});
