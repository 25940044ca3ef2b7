/**
 * Takes the screenshots of docs/screenshots/*.png from the built product:
 *   pnpm build && pnpm --filter @banca/e2e screenshots
 * `SCREENSHOTS=profile.png,header-search.png` takes only those (a change to one screen rewrites no other file);
 * `SCREENSHOTS=login.png,login-mobile.png` the login page's (desktop and 390 px phone).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../src/browser';
import { ROOT, startServer } from '../src/server';

const OUT = path.join(ROOT, 'docs', 'screenshots');

const PAGES: { file: string; path: string; waitFor: RegExp }[] = [
  { file: 'dashboard.png', path: '/', waitFor: /Eventos de ventas/ },
  { file: 'users.png', path: '/admin/users', waitFor: /Administrador Principal/ },
  { file: 'sellers.png', path: '/admin/sellers', waitFor: /@/ },
  { file: 'booths.png', path: '/admin/booths', waitFor: /Ver/ },
  { file: 'draws.png', path: '/draw/draws', waitFor: /Lotería Nacional/ },
  { file: 'games.png', path: '/games/games', waitFor: /Parley/ },
  { file: 'tickets.png', path: '/tickets/tickets', waitFor: /TK-/ },
  { file: 'hierarchy.png', path: '/user-hierarchy/hierarchy-list', waitFor: /Administrador Principal/ },
  { file: 'reports.png', path: '/reports/reports', waitFor: /Ventas y premios por día/ },
];

const inMain = (page: Page) => page.locator('main');
const firstRow = (page: Page) => inMain(page).locator('.ant-table-tbody tr.ant-table-row').first();

/** Opens the demo operator's user dialog from the list and one of its tabs. */
async function openUserTab(page: Page, tab: string) {
  await inMain(page).getByText('Carolina Méndez').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog.getByRole('tabpanel', { name: tab });
}

/**
 * The id of a seller account signed in on a device: the demo terminal account signs in (as its
 * booth's terminal would) and is looked up with the page's session.
 */
async function sellerSignedInElsewhere(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const account = { username: 'taquilla@bancademo.com.ve', password: 'taquilla123', device_id: 'captura-de-pantalla' };
    const login = await fetch('/api/v1/terminal/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (!login.ok) throw new Error(`the demo terminal could not sign in: ${login.status}`);
    const headers = { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` };
    const answer = (await (await fetch(`/api/v1/sellers/list?search=${encodeURIComponent(account.username)}`, { headers })).json()) as {
      sellers: { id: number }[];
    };
    return answer.sellers[0].id;
  });
}

/** Signs `account` in once more from the page: another session (of this browser) for the sessions lists. */
async function signInElsewhere(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.evaluate(async (body) => {
    // The page's anti-forgery cookie goes with the call, so its header must too.
    const xsrf = document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice('XSRF-TOKEN='.length);
    const headers = { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf ?? '') };
    const response = await fetch('/api/v1/auth/login', { method: 'POST', headers, body });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  }, JSON.stringify(account));
}

/** Edits the demo operator's phone through the API, so the audit trail has an edit to show. */
async function editOperator(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('accessToken')}`, 'content-type': 'application/json' };
    const xsrf = document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice('XSRF-TOKEN='.length);
    const list = (await (await fetch('/api/v1/users/list?search=operador', { headers })).json()) as { users: { id: number }[] };
    const id = list.users[0].id;
    const profile = (await (await fetch(`/api/v1/users/detail/${id}/profile`, { headers })).json()) as Record<string, unknown>;
    const form = Object.fromEntries(
      ['first_name', 'last_name', 'document_type', 'document_number', 'email', 'language', 'country', 'timezone'].map((key) => [
        key,
        profile[key],
      ]),
    );
    const response = await fetch(`/api/v1/users/detail/${id}`, {
      method: 'PUT',
      headers: { ...headers, 'x-xsrf-token': decodeURIComponent(xsrf ?? '') },
      body: JSON.stringify({ ...form, phone: '+58 414 555 0199' }),
    });
    if (!response.ok) throw new Error(`update answered ${response.status}`);
  });
}

/** Calls the API with the page's session (bearer token and anti-forgery header), answering the JSON. */
async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch(`/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}

/**
 * A few sales limits of the demo data's next Lotería Nacional draw (a number blocked, a booth's
 * every number, one number), for the Topes page.
 */
async function someLimits(page: Page): Promise<void> {
  const { game_types } = await apiCall<{ game_types: { module_code: string; draws: { id: number; status: string }[] }[] }>(
    page,
    'GET',
    '/v1/draws/list?status=open&type=loteria_nacional',
  );
  const draw = game_types.flatMap((group) => group.draws).at(-1)!;
  const game = await apiCall<{ types: { id: number; code: string }[] }>(page, 'GET', '/v1/ticket_booths/games/detail/1');
  const terminal = game.types.find((type) => type.code === 'terminal')!.id;
  const { booths } = await apiCall<{ booths: { id: number }[] }>(page, 'GET', '/v1/ticket_booths/list?limit=1');
  for (const body of [
    { scope: 'global', scope_id: null, game_type_id: terminal, draw_id: draw.id, selection: '37', max_amount: 1500 },
    { scope: 'global', scope_id: null, game_type_id: terminal, draw_id: draw.id, selection: '13', max_amount: 0 },
    { scope: 'booth', scope_id: booths[0].id, game_type_id: terminal, draw_id: null, selection: null, max_amount: 800 },
  ]) {
    await apiCall(page, 'POST', '/v1/limits/create', body).catch(() => undefined); // taken before: kept
  }
}

/** The catalog's detail pages and states, reached as a user does: from a list, by a click. */
const FLOWS: { file: string; path: string; open: (page: Page) => Promise<void> }[] = [
  {
    file: 'draw-detail.png',
    // a settled draw: winning numbers, tickets, prizes and its results history
    path: '/draw/draws?status=settled',
    open: async (page) => {
      await firstRow(page).getByRole('link', { name: 'Ver' }).click();
      await inMain(page).getByText('Historial de resultados').waitFor();
    },
  },
  {
    file: 'draw-result.png',
    // a draw whose sales closed: the result form of its module's format
    path: '/draw/draws?status=closed&type=loteria_primitiva',
    open: async (page) => {
      await firstRow(page).getByRole('link', { name: 'Ver' }).click();
      await inMain(page).getByRole('button', { name: 'Confirmar resultado' }).waitFor();
      await page.mouse.wheel(0, 400);
    },
  },
  {
    file: 'draw-exposure.png',
    path: '/draw/draws?status=closed&type=loteria_nacional',
    open: async (page) => {
      await firstRow(page).getByRole('link', { name: 'Ver' }).click();
      await inMain(page).getByRole('link', { name: 'Ver exposición por número' }).click();
      await firstRow(page).waitFor();
    },
  },
  {
    file: 'game-detail.png',
    path: '/games/games',
    open: async (page) => {
      await inMain(page).getByRole('button', { name: 'Parley', exact: true }).click();
      await page.getByRole('dialog').getByText('Parley de 3').waitFor();
    },
  },
  {
    file: 'ticket-detail.png',
    path: '/tickets/tickets',
    open: async (page) => {
      await firstRow(page).getByRole('link').first().click();
      await inMain(page).getByText('Jugadas').waitFor();
    },
  },
  {
    file: 'limits.png',
    path: '/limits/limits',
    open: async (page) => {
      await someLimits(page);
      await page.reload();
      await inMain(page).getByText('Bloqueado').first().waitFor();
    },
  },
  {
    file: 'limits-create.png',
    path: '/limits/limits?limit=new',
    open: async (page) => {
      await page.locator('.ant-modal').getByText('Lo más que se puede vender; 0 bloquea el número.').waitFor();
    },
  },
  {
    file: 'ticket-pay.png',
    // a winner not paid yet: its "Pagar premio", then paid (who, when)
    path: '/tickets/tickets?status=winner',
    open: async (page) => {
      await firstRow(page).getByRole('link').first().click();
      await inMain(page).getByRole('button', { name: 'Pagar premio' }).waitFor();
    },
  },
  {
    file: 'draw-prizes.png',
    // a settled draw with one prize paid: "Premios pagados" beside "Premios por pagar"
    path: '/tickets/tickets?status=winner',
    open: async (page) => {
      await firstRow(page).getByRole('link').first().click();
      await inMain(page).getByRole('button', { name: 'Pagar premio' }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Pagar premio' }).click();
      await inMain(page)
        .getByText(/^Premio pagado: /)
        .waitFor();
      await inMain(page).locator('.ant-card', { hasText: 'Sorteo' }).getByRole('link').first().click();
      await inMain(page).getByText('Premios por pagar').waitFor();
    },
  },
  {
    file: 'hierarchy-expanded.png',
    path: '/user-hierarchy/hierarchy-list',
    open: async (page) => {
      await firstRow(page).waitFor();
      await inMain(page).getByRole('button', { name: 'Expandir todo' }).click();
      await inMain(page).locator('tr.ant-table-row-level-2').first().waitFor();
    },
  },
  {
    file: 'hierarchy-detail.png',
    path: '/user-hierarchy/hierarchy-list',
    open: async (page) => {
      await firstRow(page).getByRole('link', { name: /^Ver / }).click();
      await inMain(page).getByText('Dependientes').waitFor();
    },
  },
  {
    file: 'report-detail.png',
    path: '/reports/reports',
    open: async (page) => {
      await firstRow(page).getByRole('link').click();
      await inMain(page).getByText('Por día', { exact: true }).waitFor();
    },
  },
  // The user dialog: empty on create, then each tab of the demo operator, who has
  // settings, modules and game configurations.
  {
    file: 'users-create.png',
    path: '/admin/users?user=new',
    open: async (page) => {
      await page
        .getByRole('dialog', { name: 'Crear usuario' })
        .getByText(/se habilitan después de crear el usuario/)
        .waitFor();
    },
  },
  {
    file: 'users-settings.png',
    path: '/admin/users?search=operador',
    open: async (page) => {
      await openUserTab(page, 'Configuración');
      await page.getByRole('dialog').getByText('Porcentaje de venta').waitFor();
    },
  },
  {
    file: 'users-modules.png',
    path: '/admin/users?search=operador',
    open: async (page) => {
      const panel = await openUserTab(page, 'Módulos');
      await panel.locator('[data-testid^="module-"]').first().getByRole('button', { name: 'Configurar' }).click();
      await page
        .getByRole('dialog')
        .getByText(/Habilitados \d+ de \d+/)
        .waitFor();
    },
  },
  {
    file: 'users-security.png',
    path: '/admin/users?search=operador',
    open: async (page) => {
      await openUserTab(page, 'Seguridad');
      await page.getByRole('dialog').getByText('Intentos fallidos').waitFor();
    },
  },
  {
    file: 'users-sessions.png',
    path: '/admin/users?search=operador',
    open: async (page) => {
      await signInElsewhere(page, { username: 'operador', password: 'operador123' });
      const panel = await openUserTab(page, 'Seguridad');
      await panel.getByText('Sesiones abiertas').waitFor();
      await panel.locator('tr.ant-table-row').first().waitFor();
      await panel.getByText('Sesiones abiertas').scrollIntoViewIfNeeded();
    },
  },
  {
    file: 'audit.png',
    path: '/admin/audit',
    open: async (page) => {
      await editOperator(page);
      await page.goto('/admin/audit');
      await inMain(page).getByText('Edición').first().waitFor();
    },
  },
  {
    file: 'profile-sessions.png',
    path: '/profile',
    open: async (page) => {
      await signInElsewhere(page, { username: 'admin', password: 'admin123' });
      await page.reload();
      await inMain(page).getByText('Esta sesión').waitFor();
      await inMain(page).getByText('Esta sesión').scrollIntoViewIfNeeded();
    },
  },
  {
    // the empty state: a range of days still to come
    file: 'reports-empty.png',
    path: '/reports/reports?from=2099-01-01&to=2099-01-31',
    open: async (page) => {
      await inMain(page).getByText('No hay ventas en este rango de fechas.').waitFor();
    },
  },
  // The seller dialog: empty on create, and a seller signed in on another device
  // with its warning and unlock; the booth dialog: empty, and with its sellers.
  {
    file: 'sellers-create.png',
    path: '/admin/sellers?seller=new',
    open: async (page) => {
      await page
        .locator('.ant-modal')
        .getByText(/^Es la que usa el vendedor/)
        .waitFor();
    },
  },
  {
    file: 'sellers-edit-warning.png',
    path: '/admin/sellers',
    open: async (page) => {
      await page.goto(`/admin/sellers?seller=${await sellerSignedInElsewhere(page)}`);
      await page.locator('.ant-modal').getByRole('button', { name: 'Desbloquear' }).waitFor();
    },
  },
  {
    file: 'booths-create.png',
    path: '/admin/booths?booth=new',
    open: async (page) => {
      await page.locator('.ant-modal').getByText('Podrás agregar vendedores cuando la taquilla esté creada.').waitFor();
    },
  },
  {
    file: 'booths-edit.png',
    path: '/admin/booths',
    open: async (page) => {
      await firstRow(page).getByRole('button', { name: /^Ver / }).click();
      const dialog = page.locator('.ant-modal');
      await dialog.getByText(/^Vendedores \(\d+\)$/).waitFor();
      await dialog.getByRole('button', { name: 'Agregar vendedor' }).waitFor();
    },
  },
  {
    file: 'profile.png',
    path: '/profile',
    open: async (page) => {
      await inMain(page).getByLabel('Contraseña actual').waitFor();
    },
  },
  {
    file: 'header-search.png',
    path: '/',
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Buscar' }).fill('carolina');
      await page.locator('.ant-select-item-group').filter({ hasText: 'Usuarios' }).waitFor();
    },
  },
  {
    file: 'booth-detail.png',
    path: '/admin/booth-detail?id=1',
    open: async (page) => {
      await inMain(page)
        .getByText(/^Vendedores \(\d+\)$/)
        .waitFor();
    },
  },
];

/** The files asked for in SCREENSHOTS, or every one. */
const only = process.env.SCREENSHOTS?.split(',').map((file) => file.trim());
const wanted = (file: string) => !only || only.includes(file);

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario o correo').waitFor();
    if (wanted('login.png')) await page.screenshot({ path: path.join(OUT, 'login.png') });
    if (wanted('login-mobile.png')) {
      const loginOnPhone = await (await newContext(browser, { width: 390, height: 844 })).newPage();
      await loginOnPhone.goto('/login');
      await loginOnPhone.getByLabel('Usuario o correo').waitFor();
      await loginOnPhone.screenshot({ path: path.join(OUT, 'login-mobile.png') });
    }
    await signIn(page);
    for (const shot of PAGES.filter((one) => wanted(one.file))) {
      await page.goto(shot.path);
      await page.locator('main').getByText(shot.waitFor).first().waitFor();
      await page.waitForTimeout(400); // let charts and skeletons settle
      await page.screenshot({ path: path.join(OUT, shot.file) });
      console.log(`docs/screenshots/${shot.file}`);
    }
    for (const flow of FLOWS.filter((one) => wanted(one.file))) {
      await page.goto(flow.path);
      await flow.open(page);
      await page.waitForTimeout(400); // let animations and skeletons settle
      await page.screenshot({ path: path.join(OUT, flow.file) });
      console.log(`docs/screenshots/${flow.file}`);
    }
    if (!wanted('dashboard-mobile.png')) return;
    const mobile = await newContext(browser, { width: 390, height: 844 });
    const phone = await mobile.newPage();
    await signIn(phone);
    await phone
      .locator('main')
      .getByText(/Eventos de ventas/)
      .first()
      .waitFor();
    await phone.screenshot({ path: path.join(OUT, 'dashboard-mobile.png') });
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
    // the database folder goes once the server has closed it
    await new Promise((resolve) => server.process.once('exit', resolve));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
