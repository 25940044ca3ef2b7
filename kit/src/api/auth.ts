import type { ApiBody } from '@banca/contracts';
import { call } from './client';

/** The signed-in user's side menu (sign-in, sign-out and the profile are shared-auth's own). */
export const menuApi = {
  /** An empty or missing answer gives an empty menu. */
  sections: async () => {
    const sections: unknown = await call('GET /v1/auth/menu');
    return Array.isArray(sections) ? (sections as Awaited<ReturnType<typeof call<'GET /v1/auth/menu'>>>) : [];
  },
};

/** What the signed-in user does on their own account. */
export const ownAccountApi = {
  /** Changes one's own password with the current one; the server ends the user's other sessions. */
  changePassword: (body: ApiBody<'PUT /v1/auth/password'>) => call('PUT /v1/auth/password', { body }),
};
