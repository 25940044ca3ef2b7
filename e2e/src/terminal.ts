/**
 * A booth terminal as the browser tests use it: a seller account signed in through the API (the
 * terminal's own screens are another app), selling with its token as a script does.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { unique } from './accounts';
import { baseUrl } from './browser';

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
