/**
 * The owner's statement at an office screen (1366 px): its three tables (days, commission per game
 * type, payments) fit, nothing to scroll sideways; printed, it is the statement alone (no side
 * menu, header, filters or buttons).
 */
import type { Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

it('shows the days, the commission per game type and the payments (with «Reversar») whole at 1366 × 768', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const client = await apiAs(DEMO.client);
  const owner = (await client<{ id: number }>('/v1/auth/profile')).id;
  await page.goto(`/cash/statement?owner=${owner}`);
  await page.locator('main').getByRole('table').first().waitFor();
  const tables = page.locator('main .ant-table-content');
  expect(await tables.count()).toBe(3);
  const overflow = await tables.evaluateAll((regions) => regions.map((region) => region.scrollWidth - region.clientWidth));
  expect(overflow).toEqual([0, 0, 0]);
});

it('prints the statement alone: no side menu, header, filters or buttons, its tables whole', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const client = await apiAs(DEMO.client);
  const owner = (await client<{ id: number }>('/v1/auth/profile')).id;
  await page.goto(`/cash/statement?owner=${owner}`);
  await page.locator('main').getByRole('table').first().waitFor();
  await page.emulateMedia({ media: 'print' });
  try {
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /Exportar CSV/ }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /Imprimir/ }).isVisible()).toBe(false);
    expect(await page.getByRole('search').isVisible()).toBe(false);
    expect(await page.locator('header.ant-layout-header').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: /Estado de cuenta/ }).isVisible()).toBe(true);
    expect(await page.locator('main .ant-table').count()).toBe(3);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
});
