/**
 * The composed system in real Chromium: host shell, shared-auth and the four remotes loaded at
 * run time, against the built apps and the API on an embedded database.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, openBrowser, signIn } from '../src/browser';

let context: BrowserContext;
let page: Page;
openBrowser({ per: 'test' }, (opened) => ({ context, page } = opened));

const ROUTES: { path: string; title: string; subtitle: string; menu: string; content: RegExp }[] = [
  { path: '/', title: 'Dashboard', subtitle: 'Resumen general', menu: 'Dashboard', content: /Eventos de ventas/ },
  { path: '/admin/users', title: 'Usuarios', subtitle: 'Gestión de usuarios', menu: 'Usuarios', content: /Administrador Principal/ },
  { path: '/admin/sellers', title: 'Vendedores', subtitle: 'Gestión de vendedores', menu: 'Vendedores', content: /@/ },
  { path: '/admin/booths', title: 'Taquillas', subtitle: 'Gestión de taquillas', menu: 'Taquillas', content: /Ver/ },
  { path: '/draw/draws', title: 'Sorteos', subtitle: 'Listado de sorteos', menu: 'Sorteos', content: /Lotería Nacional/ },
  { path: '/games/games', title: 'Juegos', subtitle: 'Listado de juegos', menu: 'Juegos', content: /Parley Hípico/ },
  { path: '/tickets/tickets', title: 'Tickets', subtitle: 'Listado de tickets', menu: 'Tickets', content: /TK-/ },
  { path: '/reports/reports', title: 'Reportes', subtitle: 'Listado de reportes', menu: 'Reportes', content: /Ventas/ },
  {
    path: '/user-hierarchy/hierarchy-list',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Listado de jerarquía de usuarios',
    menu: 'Jerarquía de Usuarios',
    content: /Administrador Principal/,
  },
];

describe('sign-in', () => {
  it('sends a visitor without a session to /login', async () => {
    await page.goto('/admin/users');
    await page.waitForURL('**/login');
    await expectVisible(page.getByLabel('Usuario o correo'));
  });

  it('shows the server message on wrong credentials, then signs in', async () => {
    await page.goto('/login');
    await page.getByLabel('Usuario o correo').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expectVisible(page.getByText(/Usuario o contraseña incorrectos/));
    expect(page.url()).toMatch(/\/login$/);

    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByText('Resumen general'));
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('remembers the username when "Recordar mi usuario en este dispositivo" is checked', async () => {
    await page.goto('/login');
    await page.getByLabel('Usuario o correo').fill(DEMO.operator.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.operator.password);
    await page.getByText('Recordar mi usuario en este dispositivo').click();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // a new tab of the same browser: session storage is gone, local storage remains
    const second = await context.newPage();
    await second.goto('/login');
    await expectValue(second.getByLabel('Usuario o correo'), DEMO.operator.username);
  });
});

describe('the shell', () => {
  it('shows the menu, the footer and the header title of every route, each page filled from the API', async () => {
    await signIn(page);
    const year = new Date().getFullYear();
    await expectVisible(page.getByText(`© ${year} Todos los derechos reservados`));
    for (const route of ROUTES) {
      await page.goto(route.path);
      const header = page.locator('header');
      await expectText(header, route.title);
      await expectText(header, route.subtitle);
      await expectVisible(page.getByRole('navigation', { name: 'Menú principal' }).getByText(route.menu, { exact: true }).first());
      await expectVisible(page.locator('main').getByText(route.content).first());
    }
  });

  it('navigates through the side menu', async () => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Vendedores', { exact: true }).click();
    await page.waitForURL('**/admin/sellers');
    await expectText(page.locator('header'), 'Gestión de vendedores');
  });

  it('redirects the landing tiles’ /admin paths and shows a Spanish 404', async () => {
    await signIn(page);
    await page.goto('/admin/draws');
    await page.waitForURL('**/draw/draws');
    await page.goto('/no-existe');
    await expectVisible(page.getByText('Página no encontrada'));
  });

  it('runs one React and one auth store, and the remotes see the host’s sign-in', async () => {
    await signIn(page);
    await page.goto('/admin/users');
    await expectVisible(page.locator('main').getByText('Administrador Principal').first());
    await page.goto('/tickets/tickets');
    await expectVisible(page.locator('main').getByText(/TK-/).first());
    const counts = await page.evaluate(() => ({
      reactDoms: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      authStores: (globalThis as { __bancaAuthStores__?: number }).__bancaAuthStores__,
    }));
    expect(counts).toEqual({ reactDoms: 1, authStores: 1 });
  });

  it('a remote’s antd components show the host’s theme token and the Spanish locale (one antd context)', async () => {
    await signIn(page);
    await page.goto('/admin/users');
    const create = page.locator('main').getByRole('button', { name: 'Crear usuario' });
    await expectVisible(create);
    // shared-auth's theme: colorPrimary #0f6e56
    expect(await create.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(15, 110, 86)');
    await expectVisible(page.locator('main li[title="Página siguiente"]'));
  });
});

describe('resilience', () => {
  it('shows "Módulo no disponible" for a remote that cannot be fetched while the others keep working', async () => {
    await signIn(page);
    await page.route('**/remotes/sellers/**', (route) => route.abort());
    await page.goto('/admin/sellers');
    await expectVisible(page.getByText('Módulo no disponible'));
    await expectVisible(page.getByRole('navigation', { name: 'Menú principal' }).getByText('Usuarios', { exact: true }));

    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Usuarios', { exact: true }).click();
    await expectVisible(page.locator('main').getByText('Administrador Principal').first());

    await page.goto('/admin/sellers');
    await expectVisible(page.getByText('Módulo no disponible'));
    // the server is well: only the section failed, so no "Sin conexión" notice
    expect(await page.getByText('Sin conexión con el servidor').count()).toBe(0);
    await page.unroute('**/remotes/sellers/**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expectVisible(page.locator('main').getByText(/@/).first());
  });

  it('says once, in the shell, that the server cannot be reached, and refreshes the page by itself when it answers again', async () => {
    await signIn(page);
    await page.goto('/admin/users');
    await expectVisible(page.locator('main').getByText('Administrador Principal').first());

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Vendedores', { exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Sin conexión con el servidor' });
    await expectVisible(notice);
    expect(await notice.count()).toBe(1);
    // the section's files still load: it is not "Módulo no disponible"
    expect(await page.getByText('Módulo no disponible').count()).toBe(0);

    await page.unroute('**/api/**');
    // the health check asks again after 1, 2, 4… seconds: nobody presses anything
    await notice.waitFor({ state: 'detached', timeout: 30_000 });
    await expectVisible(page.locator('main').getByText(/@/).first());
    expect(await page.locator('main').getByRole('alert').count()).toBe(0);
  });

  it('a forged token leads to /login with the session cleared', async () => {
    await signIn(page);
    await page.evaluate(() => sessionStorage.setItem('accessToken', 'forged-token-value'));
    await page.goto('/admin/users');
    await page.waitForURL('**/login');
    await expectVisible(page.getByLabel('Usuario o correo'));
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  });
});

describe('logout', () => {
  it('asks first: cancel keeps the session, confirm ends it', async () => {
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Confirmar cierre de sesión' });
    const openLogout = async () => {
      await page.getByRole('button', { name: /^Perfil de / }).click();
      const item = page.getByRole('menuitem', { name: 'Cerrar sesión' });
      await item.waitFor({ state: 'visible' });
      await item.click();
      await expectVisible(dialog.getByText('¿Estás seguro de que deseas cerrar sesión?'));
    };
    await openLogout();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBeNull();

    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    await openLogout();
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    // the token is revoked on the server, not only forgotten
    const status = await page.evaluate(
      (t) => fetch('/api/v1/auth/profile', { headers: { authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    );
    expect(status).toBe(403);
  });
});

async function expectVisible(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  expect(await locator.isVisible()).toBe(true);
}

async function expectText(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  await locator.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
  expect(await locator.innerText()).toContain(text);
}

async function expectValue(locator: ReturnType<Page['locator']>, value: string): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  expect(await locator.inputValue()).toBe(value);
}
