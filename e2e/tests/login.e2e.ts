/**
 * The login page in a real browser: what a password manager does (fill both fields by script,
 * press Enter at once) always signs in, and axe-core finds no violation on desktop and on a phone.
 * (From a private folder the login page is opened and signed in by routes.e2e.ts.)
 */
import type { Page } from 'playwright-core';
import { describeAxeViolations, findAxeViolations } from '../src/axe';
import { DEMO, openBrowser } from '../src/browser';

let page: Page;
openBrowser({ per: 'test' }, (opened) => {
  page = opened.page;
});

/** As a password manager fills a form: sets each field's value from a script and fires its events. */
async function autofill(username: string, password: string): Promise<void> {
  await page.evaluate(
    ([user, secret]) => {
      const fill = (selector: string, value: string) => {
        const field = document.querySelector<HTMLInputElement>(selector)!;
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      };
      fill('input[autocomplete="username"]', user);
      fill('input[autocomplete="current-password"]', secret);
    },
    [username, password] as const,
  );
}

it('Enter right after a password manager fills both fields signs in, every time (10 runs)', async () => {
  const signedIn: boolean[] = [];
  for (let run = 0; run < 10; run++) {
    await page.goto('/login');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.waitFor({ state: 'visible' });
    await password.focus();
    await autofill(DEMO.client.username, DEMO.client.password);
    await page.keyboard.press('Enter');
    const arrived = await page
      .waitForURL((url) => url.pathname === '/', { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    signedIn.push(arrived);
    // Signed out locally for the next run (the session itself is left to expire).
    await page.evaluate(() => sessionStorage.clear());
  }
  expect(signedIn).toEqual(Array(10).fill(true));
}, 120_000);

/** The versions of a shared library the federation runtime has loaded on the page (none before it runs). */
const loadedCopies = (library: string) =>
  page.evaluate((name) => {
    type Registered = Record<string, { loaded?: boolean }>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Registered>>> } })
      .__FEDERATION__.__SHARE__;
    return Object.values(scopes)
      .flatMap((instance) => Object.values(instance))
      .flatMap((scope) => Object.entries(scope[name] ?? {}))
      .filter(([, entry]) => entry.loaded)
      .map(([version]) => version);
  }, library);

it('runs no antd until the form is usable; then fetches it while the page sits idle, so signing in does not wait', async () => {
  await page.goto('/login');
  await page.getByLabel('Contraseña', { exact: true }).waitFor({ state: 'visible' });
  expect(await loadedCopies('antd')).toEqual([]);
  expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  const deadline = Date.now() + 15_000;
  while ((await loadedCopies('antd')).length === 0 && Date.now() < deadline) await page.waitForTimeout(200);
  expect(await loadedCopies('antd')).toHaveLength(1);
});

it.each([
  ['desktop', { width: 1280, height: 800 }],
  ['a 390 px phone', { width: 390, height: 844 }],
])('axe-core finds no violation on /login (%s)', async (_name, viewport) => {
  await page.setViewportSize(viewport);
  await page.goto('/login');
  await page.getByLabel('Contraseña', { exact: true }).waitFor({ state: 'visible' });
  expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
  // With the fields' messages (Enter on the empty form) and the server's refusal on screen too.
  await page.getByLabel('Usuario o correo').press('Enter');
  await page.getByText('Ingresa tu usuario o correo.').waitFor();
  // An account that does not exist: no real account moves towards its lockout.
  await page.getByLabel('Usuario o correo').fill('nadie.inexistente');
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('alert').waitFor();
  expect(describeAxeViolations(await findAxeViolations(page))).toBe('');
});
