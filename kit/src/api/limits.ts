import type { AvailabilityQuery, SalesLimitFilters, SalesLimitForm } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/** Sales limits (topes): a limit's read answers its version; its edit and deletion take it. */
export const limitsApi = {
  list: (filters: SalesLimitFilters = {}) => call('GET /v1/limits/list', { query: filters }),
  detail: (id: number) => callVersioned('GET /v1/limits/detail/:id', { params: { id } }),
  create: (form: SalesLimitForm) => callVersioned('POST /v1/limits/create', { body: form }),
  update: (id: number, maxAmount: number, base?: string | null) =>
    callVersioned('PUT /v1/limits/detail/:id', { params: { id }, body: { max_amount: maxAmount }, ...ifMatch(base) }),
  remove: (id: number, base?: string | null) => callVersioned('DELETE /v1/limits/detail/:id', { params: { id }, ...ifMatch(base) }),
  availability: (drawId: number, query: AvailabilityQuery) =>
    call('GET /v1/draws/detail/:id/availability', { params: { id: drawId }, query }),
};
