/**
 * What every user does on their own in real Chromium: change their password from "Mi perfil"
 * (their other sessions end, this one stays) and find things from the header search.
 */
import type { Browser, Page } from 'playwright-core';
import { createUserByApi } from '../src/accounts';
import { DEMO, newContext, openBrowser, signIn } from '../src/browser';

let browser: Browser;
let page: Page;
openBrowser({ per: 'test', signInAs: DEMO.admin }, (opened) => ({ browser, page } = opened));

const profileStatus = (on: Page) =>
  on.evaluate(() =>
    fetch('/api/v1/auth/profile', { headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } }).then((r) => r.status),
  );

describe('one’s own password', () => {
  it('is changed from "Mi perfil": the other session ends, this one stays, and only the new password signs in', async () => {
    const user = await createUserByApi(page, 'client', 'clave-inicial');
    const account = { username: user.username, password: user.password };
    const elsewhereContext = await newContext(browser);
    const hereContext = await newContext(browser);
    try {
      const elsewhere = await elsewhereContext.newPage();
      await signIn(elsewhere, account);
      const here = await hereContext.newPage();
      await signIn(here, account);

      await here.goto('/profile');
      await here.getByLabel('Contraseña actual').fill('clave-inicial');
      await here.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-1');
      await here.getByLabel('Confirmar nueva contraseña').fill('clave-nueva-1');
      await here.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await here.getByText('Contraseña cambiada. Se cerraron tus otras sesiones.').waitFor();

      // This session stays; the other one is refused, and its page goes back to the sign-in.
      expect(await profileStatus(here)).toBe(200);
      expect(await profileStatus(elsewhere)).toBe(403);
      await elsewhere.goto('/');
      await elsewhere.waitForURL('**/login');

      // Sign out, then the old password is refused and the new one signs in.
      await here.getByRole('button', { name: /^Perfil de / }).click();
      await here.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await here.getByRole('dialog', { name: 'Confirmar cierre de sesión' }).getByRole('button', { name: 'Cerrar sesión' }).click();
      await here.waitForURL('**/login');
      await here.getByLabel('Usuario o correo').fill(account.username);
      await here.getByLabel('Contraseña', { exact: true }).fill('clave-inicial');
      await here.getByRole('button', { name: 'Ingresar' }).click();
      await here.getByText(/Usuario o contraseña incorrectos/).waitFor();
      await signIn(here, { username: account.username, password: 'clave-nueva-1' });
      expect(await profileStatus(here)).toBe(200);
    } finally {
      await elsewhereContext.close();
      await hereContext.close();
    }
  });

  it('shows a wrong current password on its field', async () => {
    const user = await createUserByApi(page, 'ticket_seller', 'clave-inicial');
    await page.goto('/'); // the administrator's session ends here: this tab becomes the user's
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, { username: user.username, password: user.password });
    await page.goto('/profile');
    await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-2');
    await page.getByLabel('Confirmar nueva contraseña').fill('clave-nueva-2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const item = page.locator('.ant-form-item').filter({ has: page.getByLabel('Contraseña actual') });
    await item.getByText(/La contraseña actual no es correcta\. Te quedan \d intentos\./).waitFor();
  });
});

describe('the header search', () => {
  it("finds a user by name: Enter opens the user's page", async () => {
    const user = await createUserByApi(page, 'operator');
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Buscar' });
    await search.click();
    // Typed key by key, as a person does: the server is asked once typing pauses.
    await search.pressSequentially(`Prueba ${user.username}`, { delay: 20 });
    await page.getByRole('option', { name: `Prueba ${user.username}` }).waitFor();
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/user-detail' && url.searchParams.get('id') === String(user.id));
    await page.getByRole('heading', { name: `Prueba ${user.username}` }).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('finds only what the role may see: a client finds no users', async () => {
    const context = await newContext(browser);
    try {
      const client = await context.newPage();
      await signIn(client, DEMO.client);
      const search = client.getByRole('combobox', { name: 'Buscar' });
      await search.fill('admin');
      await client.getByText('Sin resultados').waitFor();
    } finally {
      await context.close();
    }
  });
});
