/** The owner's statement at an office screen (1366 px): both of its tables fit, nothing to scroll sideways. */
import type { Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

it('shows the days and the payments (with «Reversar») whole at 1366 × 768', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const client = await apiAs(DEMO.client);
  const owner = (await client<{ id: number }>('/v1/auth/profile')).id;
  await page.goto(`/cash/statement?owner=${owner}`);
  await page.locator('main').getByRole('table').first().waitFor();
  const tables = page.locator('main .ant-table-content');
  expect(await tables.count()).toBe(2);
  const overflow = await tables.evaluateAll((regions) => regions.map((region) => region.scrollWidth - region.clientWidth));
  expect(overflow).toEqual([0, 0]);
});
