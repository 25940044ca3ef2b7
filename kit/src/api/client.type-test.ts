/**
 * Type-only test of the path-typed client (`pnpm typecheck` compiles it; it is never called): right
 * uses compile, and each wrong one must fail (`@ts-expect-error` fails the check when it does not).
 */
import type { Paginated, Profile, UserRow } from '@banca/contracts';
import { call } from './client';

export async function pathTypedCalls() {
  const users: Paginated<'users', UserRow> = await call('GET /v1/users/list', { query: { page: 2, search: null } });
  const profile: Profile = await call('GET /v1/users/detail/:id/profile', { params: { id: 7 } });
  const menu = await call('GET /v1/auth/menu');

  // @ts-expect-error the answer of the users list is not a profile
  const wrongAnswer: Profile = await call('GET /v1/users/list', { query: {} });
  // @ts-expect-error a path the API does not serve
  await call('GET /v1/users/everything');
  // @ts-expect-error the detail route needs its id
  await call('GET /v1/users/detail/:id/profile');
  // @ts-expect-error `isactive` is a boolean
  await call('PUT /v1/users/detail/:id/status', { params: { id: 1 }, body: { isactive: 'yes' } });
  // @ts-expect-error a booth's form has no `color`
  await call('POST /v1/ticket_booths/create', { body: { name: 'Centro', color: 'red' } });
  // @ts-expect-error the list's page is a number
  await call('GET /v1/users/list', { query: { page: 'two' } });
  return [users, profile, menu, wrongAnswer];
}
