/** Test accounts made through the API, as the administrator signed in on a page (for tests about something else). */
import type { Page } from 'playwright-core';

let sequence = 0;
/** A name no other test (or earlier run on the same data) uses. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

export interface NewUser {
  id: number;
  username: string;
  password: string;
}

/** Creates a user of `role` as the administrator signed in on `page`; its username (also its last name) is unique. */
export async function createUserByApi(page: Page, role = 'operator', password = 'clave-inicial'): Promise<NewUser> {
  const username = unique('e2e');
  const id = await page.evaluate(
    async ({ username, password, role }) => {
      const xsrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch('/api/v1/users/create', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('accessToken')}`,
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body: JSON.stringify({
          first_name: 'Prueba',
          last_name: username,
          document_type: 'DNI',
          document_number: username,
          email: `${username}@banca.test`,
          language: 'es',
          country: 'VE',
          timezone: 'America/Caracas',
          role,
          username,
          password,
        }),
      });
      if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { id: number }).id;
    },
    { username, password, role },
  );
  return { id, username, password };
}
