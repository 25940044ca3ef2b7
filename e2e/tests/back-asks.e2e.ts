/**
 * The browser's Back on a dialog holding typed changes asks before dropping them, as its X and
 * Escape do: the user dialog and the statement's cobro/abono dialog (both kept in the URL).
 */
import type { Page } from 'playwright-core';
import { apiAs } from '../src/api';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'file', signInAs: DEMO.admin }, (opened) => ({ page } = opened));

const ASK = '¿Descartar los cambios?';
const confirmBox = () => page.locator('.ant-modal-confirm').filter({ hasText: ASK });

/** Back: the dialog stays with what was typed and asks; «Seguir editando» keeps it, Back again and «Descartar» closes it. */
async function backAsks(dialogUrl: RegExp, field: () => ReturnType<Page['getByLabel']>, typed: string): Promise<void> {
  await page.goBack();
  await confirmBox().waitFor();
  expect(page.url()).toMatch(dialogUrl);
  expect(await field().inputValue()).toBe(typed);
  await confirmBox().getByRole('button', { name: 'Seguir editando' }).click();
  await confirmBox().waitFor({ state: 'detached' });
  expect(await field().inputValue()).toBe(typed);

  await page.goBack();
  await confirmBox().getByRole('button', { name: 'Descartar' }).click();
  await page.waitForURL((url) => !dialogUrl.test(url.toString()));
}

describe('Back on a dialog with changes', () => {
  it('the user dialog asks, and keeps the change on «Seguir editando»', async () => {
    await page.goto('/admin/users');
    await page.locator('main tbody tr.ant-table-row').first().click();
    const name = () => page.locator('.ant-modal:not(.ant-modal-confirm)').getByLabel('Nombre', { exact: true });
    await name().waitFor();
    await name().fill('Nombre cambiado');
    await backAsks(/[?&]user=\d+/, name, 'Nombre cambiado');
  });

  it('the cobro/abono dialog asks, and keeps the amount on «Seguir editando»', async () => {
    const client = await apiAs(DEMO.client);
    const owner = (await client<{ id: number }>('/v1/auth/profile')).id;
    await page.goto(`/cash/statement?owner=${owner}`);
    await page.getByRole('button', { name: /Registrar cobro o abono/ }).click();
    const amount = () => page.locator('.ant-modal:not(.ant-modal-confirm)').getByLabel('Monto');
    await amount().fill('125');
    await backAsks(/[?&]payment=new/, amount, '125');
  });
});
