/**
 * The product under its Content-Security-Policy as `pnpm start` serves it (this server is the
 * front door): the API docs and every remote render with no violation.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, signIn, watchCspViolations } from '../src/browser';

let context: BrowserContext;
let page: Page;
openBrowser({ per: 'test' }, (opened) => ({ context, page } = opened));

/** A page of each remote, and demo data it shows once that remote has loaded and called the API. */
const PAGES: { path: string; content: RegExp }[] = [
  { path: '/admin/users', content: /Administrador Principal/ },
  { path: '/admin/sellers', content: /@/ },
  { path: '/admin/booths', content: /Ver/ },
  { path: '/draw/draws', content: /Lotería Nacional/ },
];

it('serves the API docs under the policy: Swagger UI renders the operations with no violation', async () => {
  const violations = await watchCspViolations(context);
  const response = await page.goto('/api/docs');
  expect(await response?.headerValue('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self';/);
  expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');
  expect(await response?.headerValue('x-frame-options')).toBe('DENY');
  await page.locator('.swagger-ui .info .title').getByText('API del back-office de la banca').waitFor();
  await page.locator('.opblock-summary-path').getByText('/v1/auth/login', { exact: true }).waitFor();
  expect(await violations(page)).toEqual([]);
});

it('signs staff in and renders a page of every remote under the policy, with no violation', async () => {
  const violations = await watchCspViolations(context);
  await signIn(page);
  await page.getByText('Resumen general').waitFor();
  for (const { path, content } of PAGES) {
    const response = await page.goto(path);
    expect(await response?.headerValue('content-security-policy')).toMatch(/frame-ancestors 'none'$/);
    await page.locator('main').getByText(content).first().waitFor();
    expect(await page.getByText('Módulo no disponible').count()).toBe(0);
  }
  expect(await violations(page)).toEqual([]);
});
