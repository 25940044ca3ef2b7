import { call } from './client';

/** The header search: users, booths and tickets matching a text, as far as the signed-in role may see them. */
export const searchApi = {
  find: (q: string) => call('GET /v1/search', { query: { q } }),
};
