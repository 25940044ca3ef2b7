/** The booth terminal in the browser tests: its demo account, a phone-sized page, and its API calls with the page's own session. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, newContext } from './browser';

export const TERMINAL = { username: 'taquilla@bancademo.com.ve', password: 'taquilla123' } as const;
/** A phone: what the terminal is built for first. */
export const PHONE = { width: 390, height: 844 } as const;

export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return newContext(browser, PHONE);
}

/** Opens /taquilla and signs the demo terminal in through its own form; waits for the sale screen. */
export async function signInTerminal(page: Page, account: { username: string; password: string } = TERMINAL): Promise<void> {
  await page.goto('/taquilla');
  await page.getByLabel('Correo de la cuenta').fill(account.username);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('group', { name: 'Juego' }).waitFor();
}

/** A call of the API as the page's terminal session makes it (its token from the tab), answering status and body. */
export async function terminalCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(sessionStorage.getItem('terminalSession') ?? 'null') as { token: string } | null;
      if (!session) throw new Error('no terminal session in the tab');
      // As the page's client does: the anti-forgery cookie's value echoed on writes.
      const xsrf = document.cookie
        .split('; ')
        .find((part) => part.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${session.token}`,
          'content-type': 'application/json',
          ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** A staff account's write through the API, as a script makes it (bearer token, no anti-forgery cookie). */
export async function staffWrite(token: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

export async function staffToken(account: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`signing in ${account.username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
