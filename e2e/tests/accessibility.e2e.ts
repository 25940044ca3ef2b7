/**
 * axe-core's WCAG A/AA rules and best practices on the signed-in pages staff use most, as an
 * administrator: every page must pass with no violation at all.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { DEMO, newContext, openBrowser, signIn } from '../src/browser';

let page: Page;
let browser: Browser;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page, browser } = opened));

/** Opens `path` and waits until its data is on screen (`ready` visible, no skeleton left). */
async function open(path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await ready(page).first().waitFor();
  await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
}

const inMain = (text: RegExp) => (page: Page) => page.locator('main').getByText(text);

const PAGES: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'the dashboard', path: '/', ready: inMain(/TK-/) },
  { name: 'the users list', path: '/admin/users', ready: inMain(/Administrador Principal/) },
  {
    name: 'the user dialog (editing a user)',
    path: '/admin/users?user=1',
    ready: (page) => page.getByRole('dialog').getByLabel('Nombre', { exact: true }),
  },
  { name: 'the reports', path: '/reports/reports', ready: (page) => page.locator('main').getByRole('table') },
  { name: 'the sellers list', path: '/admin/sellers', ready: inMain(/@/) },
  {
    name: 'the new seller dialog (its linked user picker)',
    path: '/admin/sellers?seller=new',
    ready: (page) => page.getByRole('dialog').getByLabel('Usuario vinculado'),
  },
  { name: 'the booths list', path: '/admin/booths', ready: inMain(/Ver/) },
  { name: 'the draws list', path: '/draw/draws', ready: inMain(/Lotería Nacional/) },
  { name: 'the tickets list', path: '/tickets/tickets', ready: inMain(/TK-/) },
  { name: 'the sales limits (Topes)', path: '/limits/limits', ready: (page) => page.locator('main').getByRole('table') },
  {
    name: 'the new sales limit dialog',
    path: '/limits/limits?limit=new',
    ready: (page) => page.getByRole('dialog').getByText('Lo más que se puede vender; 0 bloquea el número.'),
  },
  {
    name: 'the new game dialog (Nuevo juego, with its week grid)',
    path: '/games/games?game=new',
    ready: (page) => page.getByRole('dialog').getByRole('button', { name: /Agregar hora/ }),
  },
  {
    name: 'the game dialog (editing a lottery and its schedule)',
    path: '/games/games?game=1',
    ready: (page) => page.getByRole('dialog').getByLabel('Hora 1'),
  },
  { name: 'the messages', path: '/messages', ready: (page) => page.locator('main').getByRole('tab', { name: /^Todos/ }) },
  { name: 'the 404 page', path: '/no-existe', ready: inMain(/Página no encontrada/) },
  { name: 'the audit screen', path: '/admin/audit', ready: (page) => page.locator('main').getByRole('table') },
  // Its «Monto» help icon once sat, focusable, in antd's hidden measuring row (aria-hidden-focus).
  {
    name: 'the hierarchy (Jerarquía)',
    path: '/user-hierarchy/hierarchy-list',
    ready: (page) => page.locator('main tbody tr.ant-table-row'),
  },
  { name: 'Mi perfil (own password and sessions)', path: '/profile', ready: inMain(/Esta sesión/) },
];

describe('accessibility (axe-core, signed in as administrator)', () => {
  it.each(PAGES)('$name has no violation', async ({ path, ready }) => {
    await open(path, ready);
    const violations = await findAxeViolations(page);
    expect(describeAxeViolations(violations)).toBe('');
  });

  it('a booth’s page (its form with «Monedas» and «Conteo a ciegas», its «Plan de premios») and the plan’s dialog have no violation', async () => {
    await open('/admin/booth-detail?id=1', (page) =>
      page
        .locator('#booth-prize-plan')
        .getByRole('button', { name: /^Editar el plan de / })
        .first(),
    );
    await page.getByRole('group', { name: 'Monedas' }).waitFor();
    expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
    await page
      .locator('#booth-prize-plan')
      .getByRole('button', { name: /^Editar el plan de / })
      .first()
      .click();
    await page.getByRole('dialog').getByLabel('Paga').waitFor();
    expect(describeAxeViolations(await findAxeViolations(page, { include: '.ant-modal' }))).toBe('');
  });

  it('an owner’s statement (with its CSV and print buttons) and a seller user’s «Cuentas de terminal» have no violation', async () => {
    const get = await apiAs(DEMO.admin);
    const owner = (await (await apiAs(DEMO.client))<{ id: number }>('/v1/auth/profile')).id;
    await open(`/cash/statement?owner=${owner}`, (page) => page.locator('main').getByRole('table'));
    expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
    const seller = (await (await apiAs(DEMO.seller))<{ id: number }>('/v1/auth/profile')).id;
    expect((await get<{ users: unknown[] }>('/v1/users/list')).users.length).toBeGreaterThan(0);
    await open(`/admin/user-detail?id=${seller}`, (page) => page.locator('main').getByRole('tab', { name: 'Cuentas de terminal' }));
    await page.locator('main').getByRole('tab', { name: 'Cuentas de terminal' }).click();
    await page.locator('main').getByRole('button', { name: 'Desvincular' }).first().waitFor();
    expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
  });

  it('a draw, its result form and its exposure per number have no violation, with sales and without any', async () => {
    const get = await apiAs(DEMO.admin);
    const { game_types } = await get<{ game_types: { draws: { id: number }[] }[] }>('/v1/draws/list');
    // One draw at a time until both are found: a burst of hundreds of connections is what the
    // server's connection cap (MAX_CONNECTIONS) refuses.
    let withSales: { id: number } | undefined;
    let withoutSales: { id: number } | undefined;
    for (const { id } of game_types.flatMap((group) => group.draws)) {
      if (withSales && withoutSales) break;
      const { tickets_count } = await get<{ tickets_count: number }>(`/v1/draws/detail/${id}`);
      if (tickets_count > 0) withSales ??= { id };
      else withoutSales ??= { id };
    }
    if (!withSales || !withoutSales) throw new Error('the demo data lacks a draw with sales or one without');
    for (const { id } of [withSales, withoutSales]) {
      await open(`/draw/draw-detail?id=${id}`, (page) => page.locator('main').getByRole('link', { name: 'Ver exposición por número' }));
      expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
      await page.locator('main').getByRole('link', { name: 'Ver exposición por número' }).click();
      await inMain(/^Exposición de /)(page).waitFor();
      await page.locator('main .ant-table-row, main .ant-table-placeholder').first().waitFor();
      await page.locator('main .ant-spin-spinning').first().waitFor({ state: 'detached' });
      expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
    }
  });

  it('the reports while they load (the table’s spinner, the charts’ skeletons) have no violation', async () => {
    // The answer and the chart chunk held back, so the loading states stay on screen to be judged.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/sales-charts.*\.js$/, async (route) => {
      await held;
      // (the page may have left meanwhile: nothing to continue then)
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto('/reports/reports');
      await page.locator('[data-testid="charts-loading"] .ant-skeleton').first().waitFor();
      expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
    } finally {
      release();
    }
    await page.locator('[data-testid="charts-loading"]').waitFor({ state: 'detached' });
    await page.unroute(/sales-charts.*\.js$/);
  });

  it('Tab goes from «Saltar al contenido» to the side menu before the header and the page', async () => {
    await open('/', inMain(/TK-/));
    await page.locator('body').focus();
    const regions: string[] = [];
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      regions.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (active?.closest('nav[aria-label="Menú principal"]')) return 'menu';
          if (active?.closest('header')) return 'header';
          if (active?.closest('main')) return 'main';
          return active?.textContent?.trim() ?? '';
        }),
      );
    }
    expect(regions).toEqual(['Saltar al contenido', 'menu', 'menu']);
  });

  it('the header search, open with results, has no violation', async () => {
    await open('/', inMain(/TK-/));
    await page.getByRole('combobox', { name: 'Buscar' }).fill('admin');
    await page.getByRole('option').first().waitFor();
    expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
    await page.keyboard.press('Escape');
  });

  it('the header and the notifications popup have no violation, and their controls Spanish names', async () => {
    await open('/', inMain(/TK-/));
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('tab', { name: /^Todos/ })
      .waitFor();
    expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
    // every button of the header says what it does, in Spanish (no icon names such as "bell")
    const names = await page
      .locator('header')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
    expect(names.filter((name) => /bell|mail|menu-fold|menu-unfold|close|clear/i.test(name))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('reaches the Reportes sub-menu with Tab and opens it with Enter', async () => {
    await open('/', inMain(/TK-/));
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    let focused = '';
    for (let presses = 0; presses < 12 && focused !== 'Reportes'; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Reportes');
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Ventas por vendedor' }).waitFor();
  });

  it('on a phone, the dashboard and the menu drawer have no violation', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    try {
      const small = await phone.newPage();
      await signIn(small, DEMO.admin);
      await small.locator('main').getByText(/TK-/).first().waitFor();
      expect(describeAxeViolations(await findAxeViolations(small))).toBe('');
      await small.getByRole('button', { name: 'Abrir menú' }).click();
      await small.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Usuarios', exact: true }).waitFor();
      // the drawer slides in (a CSS transition): judge its colours once it is still
      await small
        .locator('.ant-drawer-content-wrapper')
        .evaluate((drawer) => Promise.all(drawer.getAnimations({ subtree: true }).map((a) => a.finished)));
      expect(describeAxeViolations(await findAxeViolations(small))).toBe('');
    } finally {
      await phone.close();
    }
  });

  it('names the browser tab after the page', async () => {
    await open('/admin/users', inMain(/Administrador Principal/));
    await page.waitForFunction(() => document.title === 'Usuarios · Banca');
    expect(await page.title()).toBe('Usuarios · Banca');
  });
});
