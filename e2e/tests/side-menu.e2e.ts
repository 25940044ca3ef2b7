/**
 * The administrator's side menu on an office screen (1366 × 850): its sections and its footer
 * scroll together, so no item is ever under the footer; as it opens the menu shows every item, and
 * with every section open (taller than the window) it says there is more below, the wheel scrolls
 * it and its last item opens its page.
 */
import type { Page } from 'playwright-core';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

const HEIGHT = 850;
const menu = () => page.getByRole('navigation', { name: 'Menú principal' });

/** Whether `item` lies whole inside the window and is what the browser finds at its centre (nothing covers it). */
async function shownWhole(item: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await item.boundingBox();
  if (!box || box.y < 0 || box.y + box.height > HEIGHT) return false;
  return item.evaluate(
    (element, [x, y]) => element.contains(document.elementFromPoint(x, y)),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

beforeAll(async () => {
  await page.setViewportSize({ width: 1366, height: HEIGHT });
  await page.goto('/');
  await menu().getByRole('menuitem').first().waitFor();
});

it('shows every item as it opens, the last ones of «Análisis» included, none under the footer', async () => {
  const items = menu().locator('.ant-menu-root > li:not(.ant-menu-item-group), .ant-menu-item-group-list > li');
  const names = await items.allInnerTexts();
  expect(names.map((name) => name.trim())).toEqual(expect.arrayContaining(['Reportes', 'Jerarquía de Usuarios']));
  for (let index = 0; index < names.length; index++) {
    const item = items
      .nth(index)
      .locator('> .ant-menu-submenu-title')
      .or(items.nth(index).and(page.locator('.ant-menu-item')));
    expect({ item: names[index], shown: await shownWhole(item.first()) }).toEqual({ item: names[index], shown: true });
  }
});

it('with every section open says there is more below, scrolls with the wheel, and its last item opens its page', async () => {
  for (;;) {
    const closed = menu().locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  // The sub-menus' opening motion over, and the area back at its top.
  await page.waitForFunction(() => !document.querySelector('nav .ant-motion-collapse'));
  const scroller = menu().locator('[data-menu-scroll]');
  await scroller.evaluate((region) => region.scrollTo({ top: 0 }));
  await expect(scroller.getAttribute('data-more-below')).resolves.toBe('true');
  const last = menu().locator('.ant-menu-item').last();
  expect(await shownWhole(last)).toBe(false);

  const area = (await scroller.boundingBox())!;
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.wheel(0, 2000);
  await page.waitForFunction(() => !document.querySelector('[data-menu-scroll]')?.hasAttribute('data-more-below'));
  expect(await shownWhole(last)).toBe(true);
  const path = new URL(page.url()).pathname;
  await last.click({ timeout: 5000 });
  await page.waitForURL((url) => url.pathname !== path);
});
