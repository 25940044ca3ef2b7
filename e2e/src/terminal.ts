/**
 * The booth terminal in the browser tests: its demo account, a phone-sized page and its API calls
 * with the page's own session; and a seller account signed in through the API, selling with its
 * token as a script does (for the back-office tests that need tickets).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { unique } from './accounts';
import { baseUrl, newContext } from './browser';

export const TERMINAL = { username: 'taquilla@bancademo.com.ve', password: 'taquilla123' } as const;
/** A phone: what the terminal is built for first. */
export const PHONE = { width: 390, height: 844 } as const;

export async function phoneContext(browser: Browser, origin?: string): Promise<BrowserContext> {
  return newContext(browser, PHONE, origin);
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

export interface Terminal {
  token: string;
  seller: { id: number; label: string };
  booth: { id: number; name: string };
}

/** Signs a seller account in as a booth terminal from `deviceId`; the answer as the API gives it (status and body). */
export async function terminalLogin(account: { username: string; password: string }, deviceId: string) {
  const response = await fetch(`${baseUrl()}/api/v1/terminal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, device_id: deviceId }),
  });
  return { status: response.status, body: (await response.json()) as Terminal & { code?: string } };
}

/** Sells one ticket from the terminal: the API's status and body. */
export async function sell(terminal: Terminal, drawId: number, lines: { game_type_id: number; selection: string; amount: number }[]) {
  const response = await fetch(`${baseUrl()}/api/v1/tickets/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${terminal.token}` },
    body: JSON.stringify({ request_id: randomUUID(), draw_id: drawId, lines }),
  });
  return { status: response.status, body: (await response.json()) as { id: number; code: string } & Record<string, unknown> };
}

/** A new seller account with a password at a booth, made by the administrator signed in on `page`. */
export async function createSellerAccountByApi(
  page: Page,
  boothId: number,
  password = 'taquilla-e2e',
): Promise<{ username: string; password: string }> {
  const username = `${unique('terminal')}@banca.test`;
  await page.evaluate(
    async ({ username, password, boothId }) => {
      const xsrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch('/api/v1/sellers/create', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body: JSON.stringify({ ticket_booth_id: boothId, label: `Terminal ${username.slice(8, 16)}`, username, password, is_active: true }),
      });
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
    },
    { username, password, boothId },
  );
  return { username, password };
}
