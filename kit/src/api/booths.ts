import type { BoothForm, PrizePlan } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/**
 * The booths resource: a booth's read answers its version (its sellers joining or leaving move it
 * too); its writes take it (`base`, sent as If-Match) and answer the new one.
 */
export const boothsApi = {
  list: (query: { page?: number; limit?: number; search?: string | null }) => call('GET /v1/ticket_booths/list', { query }),
  /** The clients that may own a booth (its dialog's owner picker). */
  owners: (search?: string | null) => call('GET /v1/ticket_booths/owners', { query: { search } }),
  detail: (id: number) => callVersioned('GET /v1/ticket_booths/detail/:id', { params: { id } }),
  create: (form: BoothForm) => call('POST /v1/ticket_booths/create', { body: form }),
  update: (id: number, form: BoothForm, base?: string | null) =>
    callVersioned('PUT /v1/ticket_booths/detail/:id', { params: { id }, body: form, ...ifMatch(base) }),
  remove: (id: number, base?: string | null) => callVersioned('DELETE /v1/ticket_booths/detail/:id', { params: { id }, ...ifMatch(base) }),
  addSeller: (id: number, sellerId: number, base?: string | null) =>
    callVersioned('POST /v1/ticket_booths/detail/:id/sellers', { params: { id }, body: { seller_id: sellerId }, ...ifMatch(base) }),
  removeSeller: (id: number, sellerId: number, base?: string | null) =>
    callVersioned('DELETE /v1/ticket_booths/detail/:id/sellers/:sellerId', { params: { id, sellerId }, ...ifMatch(base) }),
  /** The game types the booth sells with its own prize plan and what it inherits (the booth's version). */
  planGames: (id: number) => callVersioned('GET /v1/ticket_booths/detail/:id/prize-plan/games', { params: { id } }),
  /** Replaces the booth's prize plan (what it leaves out inherits again); moves the booth's version. */
  savePrizePlan: (id: number, plan: PrizePlan, base?: string | null) =>
    callVersioned('PUT /v1/ticket_booths/detail/:id/prize-plan', { params: { id }, body: plan, ...ifMatch(base) }),
};
