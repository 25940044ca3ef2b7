/**
 * axe-core's WCAG A/AA rules and best practices on the signed-in pages staff use most, as an
 * administrator: every page must pass with no violation at all.
 */
import type { Locator, Page } from 'playwright-core';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

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
  { name: 'the booths list', path: '/admin/booths', ready: inMain(/Ver/) },
  { name: 'the draws list', path: '/draw/draws', ready: inMain(/Lotería Nacional/) },
  { name: 'the tickets list', path: '/tickets/tickets', ready: inMain(/TK-/) },
];

describe('accessibility (axe-core, signed in as administrator)', () => {
  it.each(PAGES)('$name has no violation', async ({ path, ready }) => {
    await open(path, ready);
    const violations = await findAxeViolations(page);
    expect(describeAxeViolations(violations)).toBe('');
  });
});
