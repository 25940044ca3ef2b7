/**
 * Type-only test of the path map (`pnpm typecheck` compiles it; nothing here runs): a client typed
 * with `ApiRoutes` accepts each route's params, query and body and gives its answer type, and every
 * wrong use below must fail to compile (`@ts-expect-error` fails the check when it does not).
 */
import type {
  ApiBody,
  ApiParams,
  ApiQuery,
  ApiResponse,
  ApiRoute,
  ApiRoutes,
  BoothDetail,
  HierarchyNode,
  Inbox,
  Paginated,
  Profile,
  SellerRow,
  UserRow,
} from '../src';

/** `true` only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(verdict: Equal<A, B>) => verdict;

/** The call a front-end client would make: what the route takes in, its answer out. */
declare function call<Route extends ApiRoute>(
  route: Route,
  input: { params: ApiParams<Route>; query: ApiQuery<Route>; body: ApiBody<Route> },
): Promise<ApiResponse<Route>>;

export async function rightUses() {
  const users: Paginated<'users', UserRow> = await call('GET /v1/users/list', {
    params: undefined,
    query: { page: 2, search: 'ana' },
    body: undefined,
  });
  const created: { id: number } = await call('POST /v1/users/create', {
    params: undefined,
    query: undefined,
    body: {
      first_name: 'Ana',
      last_name: 'Pérez',
      document_type: 'DNI',
      document_number: 'V-1',
      email: 'ana@example.com',
      language: 'es',
      country: 'VE',
      timezone: 'America/Caracas',
      role: 'client',
    },
  });
  const booth: BoothDetail = await call('DELETE /v1/ticket_booths/detail/:id/sellers/:sellerId', {
    params: { id: 1, sellerId: 2 },
    query: undefined,
    body: undefined,
  });
  const inbox: Inbox = await call('GET /v1/notifications/list', { params: undefined, query: undefined, body: undefined });
  return [users, created, booth, inbox];
}

export async function wrongUses() {
  // @ts-expect-error an unknown path
  await call('GET /v1/users/lists', { params: undefined, query: undefined, body: undefined });
  // @ts-expect-error the method is part of the key: the list is a GET
  await call('POST /v1/users/list', { params: undefined, query: undefined, body: undefined });

  await call('POST /v1/users/create', {
    params: undefined,
    query: undefined,
    // @ts-expect-error a wrong body: the role is missing and first_name is not text
    body: { first_name: 1 },
  });
  await call('PUT /v1/users/detail/:id/status', {
    params: { id: 1 },
    query: undefined,
    // @ts-expect-error a wrong body: `isactive` is a boolean
    body: { isactive: 'no' },
  });
  await call('GET /v1/tickets/list', {
    params: undefined,
    // @ts-expect-error a wrong query: `winner` is 'true' or 'false'
    query: { winner: 'yes' },
    body: undefined,
  });
  await call('GET /v1/sellers/detail/:id', {
    // @ts-expect-error wrong params: the path has an `id`
    params: { sellerId: 1 },
    query: undefined,
    body: undefined,
  });

  // @ts-expect-error a wrong answer type: the profile is not a seller row
  const seller: SellerRow = await call('GET /v1/users/detail/:id/profile', { params: { id: 1 }, query: undefined, body: undefined });
  // @ts-expect-error a wrong answer type: the hierarchy list is `{ nodes }`, not the nodes
  const nodes: HierarchyNode[] = await call('GET /v1/hierarchy/list', { params: undefined, query: {}, body: undefined });
  return [seller, nodes];
}

// Exact types of some entries.
same<ApiRoutes['GET /v1/auth/profile']['response'], Profile>(true);
same<ApiRoutes['GET /v1/users/list']['query'], { page?: number; search?: string }>(true);
same<ApiRoutes['GET /v1/users/list']['body'], undefined>(true);
same<
  ApiRoutes['PUT /v1/users/detail/:id/modules/:moduleId/games/:gameTypeId']['params'],
  { id: number; moduleId: number; gameTypeId: number }
>(true);
same<ApiRoutes['POST /v1/ticket_booths/create']['response'], { id: number }>(true);
same<ApiRoutes['GET /health']['response'], { status: 'ok' | 'unavailable'; engine: string; version: string }>(true);
// @ts-expect-error the users list answers users, not sellers
same<ApiRoutes['GET /v1/users/list']['response'], Paginated<'sellers', SellerRow>>(true);
