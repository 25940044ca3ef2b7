import type { SellerForm } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/** The sellers resource: a seller's read answers its version, its writes take it (`base`, sent as If-Match) and answer the new one. */
export const sellersApi = {
  list: (query: { page?: number; search?: string | null; booth_id?: number | null; user_id?: number | null }) =>
    call('GET /v1/sellers/list', { query }),
  /** The ticket_seller users a seller account may be linked to (the seller dialog's picker). */
  users: (search: string | null) => call('GET /v1/sellers/users', { query: { search } }),
  create: (form: SellerForm) => call('POST /v1/sellers/create', { body: form }),
  detail: (id: number) => callVersioned('GET /v1/sellers/detail/:id', { params: { id } }),
  update: (id: number, form: SellerForm, base?: string | null) =>
    callVersioned('PUT /v1/sellers/detail/:id', { params: { id }, body: form, ...ifMatch(base) }),
  unlock: (id: number, base?: string | null) => callVersioned('POST /v1/sellers/detail/:id/unlock', { params: { id }, ...ifMatch(base) }),
};
