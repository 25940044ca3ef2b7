/**
 * The audit trail and live sessions in real Chromium: an administrator changes a user and finds
 * the entry, with the field before and after, in the Auditoría screen reached from the user's page;
 * a user ends another session of theirs from "Mi perfil" and that session is refused.
 */
import type { Browser, Page } from 'playwright-core';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { createUserByApi } from '../src/accounts';
import { answerConfirmation, DEMO, newContext, openBrowser, signIn } from '../src/browser';

let browser: Browser;
let page: Page;
openBrowser({ per: 'test', signInAs: DEMO.admin }, (opened) => ({ browser, page } = opened));

describe('the audit trail', () => {
  it("an administrator changes a user and finds the entry, before and after, from the user's history", async () => {
    const { id } = await createUserByApi(page, 'client', 'clave-auditada');

    await page.goto(`/admin/user-detail?id=${id}`);
    const name = page.locator('main').getByLabel('Nombre', { exact: true });
    await name.waitFor();
    await name.fill('Revisada');
    await page.locator('main').getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario actualizado correctamente.').first().waitFor();

    await page
      .locator('main')
      .getByRole('link', { name: /Ver historial/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    const url = new URL(page.url());
    expect(url.searchParams.get('record_type')).toBe('user');
    expect(url.searchParams.get('record_id')).toBe(String(id));

    const main = page.locator('main');
    await main.getByText('2 entradas').waitFor();
    const edit = main.locator('tr.ant-table-row').filter({ hasText: 'Edición' });
    await edit.waitFor();
    const change = edit.locator('li').filter({ hasText: 'Nombre' });
    expect((await change.textContent())?.replace(/\s+/g, ' ')).toContain('Nombre Prueba → Revisada');
    expect(await edit.textContent()).toContain('admin');
    expect(await edit.textContent()).toContain(`Usuario #${id}`);
    await main.locator('tr.ant-table-row').filter({ hasText: 'Creación' }).waitFor();

    // The person filter narrows to nobody for someone else's name, and back.
    await main.getByRole('textbox', { name: 'Buscar por persona' }).fill('operador');
    await main.getByText('No hay entradas para estos filtros.').waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe('operador');

    const violations = await findAxeViolations(page, { include: 'main' });
    expect(describeAxeViolations(violations)).toBe('');
  });

  it('is not offered to an operator, and its address is refused', async () => {
    const context = await newContext(browser);
    try {
      const operator = await context.newPage();
      await signIn(operator, DEMO.operator);
      // The menu is there (Usuarios, which an operator may view), without Auditoría.
      await operator.getByRole('link', { name: 'Usuarios' }).first().waitFor();
      expect(await operator.getByRole('link', { name: 'Auditoría' }).count()).toBe(0);
      await operator.goto('/admin/audit');
      await operator
        .getByText(/Sin acceso|no existe|No encontrad/i)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('live sessions', () => {
  it('a user ends another session of theirs from "Mi perfil", and that session is refused', async () => {
    const { username, password } = await createUserByApi(page, 'client', 'clave-sesiones');
    const account = { username, password };

    const phone = await newContext(browser, { width: 390, height: 844 });
    const desk = await newContext(browser);
    try {
      const onPhone = await phone.newPage();
      await signIn(onPhone, account);
      const onDesk = await desk.newPage();
      await signIn(onDesk, account);

      await onDesk.goto('/profile');
      const sessions = onDesk.locator('.ant-card').filter({ hasText: 'Mis sesiones' });
      const rows = sessions.locator('tr.ant-table-row');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      const current = rows.filter({ hasText: 'Esta sesión' });
      expect(await current.getByRole('button').count()).toBe(0);
      const other = rows.filter({ hasNotText: 'Esta sesión' });
      await other.getByRole('button', { name: /Cerrar la sesión de/ }).click();
      await answerConfirmation(onDesk, 'Confirmar cierre de sesión', 'Cerrar sesión');
      await onDesk.getByText('Sesión cerrada correctamente.').first().waitFor();
      await sessions.locator('tr.ant-table-row').filter({ hasNotText: 'Esta sesión' }).waitFor({ state: 'detached' });

      // The phone's session is refused: its next page load ends at /login.
      await onPhone.goto('/admin/booths');
      await onPhone.waitForURL('**/login');
      await onPhone.getByLabel('Usuario o correo').waitFor();
      expect(await onPhone.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
      // This one goes on.
      await onDesk.reload();
      await onDesk.locator('.ant-card').filter({ hasText: 'Mis sesiones' }).getByText('Esta sesión').waitFor();

      const violations = await findAxeViolations(onDesk, { include: 'main' });
      expect(describeAxeViolations(violations)).toBe('');
    } finally {
      await phone.close();
      await desk.close();
    }
  });
});
