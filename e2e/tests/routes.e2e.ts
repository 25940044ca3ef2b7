/**
 * The server's menu against the pages the product serves: every route the API's menu names, for
 * every role, must open a page of the host or of a remote (which the host learns from the remotes'
 * routes.json), never the 404. A page renamed or dropped in a remote's route manifest, or a menu
 * entry added without its page, fails here.
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 */
import type { Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

interface MenuItem {
  route: string;
  children?: MenuItem[];
}

/** The menu the API gives `account`, as every route it names (children included). */
async function menuRoutes(account: { username: string; password: string }): Promise<string[]> {
  const menu = await (await apiAs(account))<{ items: MenuItem[] }[]>('/v1/auth/menu');
  const routes = (items: MenuItem[]): string[] => items.flatMap((item) => [item.route, ...routes(item.children ?? [])]);
  return menu.flatMap((section) => routes(section.items));
}

it('opens a page of the host or a remote for every route the API’s menu names, for every role', async () => {
  const named = new Set<string>();
  for (const account of Object.values(DEMO)) for (const route of await menuRoutes(account)) named.add(route);
  expect(named.size).toBeGreaterThan(5);

  const unserved: string[] = [];
  for (const route of named) {
    await page.goto(route);
    const title = page.locator('header h1');
    const notFound = page.locator('main').getByText('Página no encontrada');
    // A served page titles the header (its route's title); an unserved one ends in the 404.
    await title.or(notFound).first().waitFor();
    if ((await notFound.count()) > 0 || (await page.getByText('Módulo no disponible').count()) > 0) unserved.push(route);
  }
  expect(unserved).toEqual([]);
}, 120_000);
