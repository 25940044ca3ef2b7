/**
 * The server's menu against the pages the product serves: every page id the API's menu names is
 * shown in the side menu at the path its remote's routes.json gives it, and opens a page of the host
 * or of a remote, never the 404. A page dropped from a remote's route manifest, or a menu entry added
 * without its page, fails here.
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 */
import type { Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

interface MenuItem {
  page: string;
  query?: Record<string, string>;
  children?: MenuItem[];
}

/** The entries the API's menu names that open a page (a sub-menu's title opens none). */
const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => (item.children?.length ? leaves(item.children) : [item]));

/** Where each remote's routes.json (as the host reads it) puts a page id. */
async function remotePaths(): Promise<Map<string, string>> {
  const config = (await page.evaluate(async () => (await fetch('/config.json')).json())) as { remotes: Record<string, string> };
  const paths = new Map<string, string>();
  for (const entry of Object.values(config.remotes)) {
    const url = new URL('routes.json', new URL(entry, page.url())).toString();
    const table = (await page.evaluate(async (address) => (await fetch(address)).json(), url)) as {
      routes: { id: string; path: string }[];
    };
    for (const route of table.routes) paths.set(route.id, route.path);
  }
  return paths;
}

it('shows every page the API’s menu names where its remote’s manifest puts it, and each opens a page, never the 404', async () => {
  const menu = await (await apiAs(DEMO.admin))<{ items: MenuItem[] }[]>('/v1/auth/menu');
  const named = menu.flatMap((section) => leaves(section.items));
  expect(named.length).toBeGreaterThan(5);
  await page.goto('/');
  const paths = await remotePaths();
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link').first().waitFor();
  await nav.getByText('Reportes', { exact: true }).click();
  await nav.getByRole('link', { name: 'Ventas por juego' }).waitFor();
  const shown = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // A remote's page is linked at its manifest's path (with a preset view's query).
  const expected = named
    .filter((item) => !item.page.startsWith('host.'))
    .map((item) => {
      const query = new URLSearchParams(item.query ?? {}).toString();
      return `${paths.get(item.page)}${query ? `?${query}` : ''}`;
    });
  expect(shown).toEqual(expect.arrayContaining(expected));
  expect(shown.length).toBeGreaterThanOrEqual(named.length);

  const unserved: string[] = [];
  for (const route of shown) {
    await page.goto(route);
    const title = page.locator('header h1');
    const notFound = page.locator('main').getByText('Página no encontrada');
    // A served page titles the header (its route's title); an unserved one ends in the 404.
    const shownPage = await title
      .or(notFound)
      .first()
      .waitFor()
      .then(() => true)
      .catch(() => false);
    if (!shownPage || (await notFound.count()) > 0 || (await page.getByText('Módulo no disponible').count()) > 0) unserved.push(route);
  }
  expect(unserved).toEqual([]);
}, 120_000);
