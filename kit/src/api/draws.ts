import type { DrawExposureQuery, DrawFilters } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/**
 * Draws: a draw's read answers its version; its lifecycle writes (close sales, enter or correct
 * the result) take it (`base`, sent as If-Match) and answer the draw with its new one.
 */
export const drawsApi = {
  list: (filters: DrawFilters = {}) => call('GET /v1/draws/list', { query: filters }),
  detail: (id: number) => callVersioned('GET /v1/draws/detail/:id', { params: { id } }),
  exposure: (id: number, query: DrawExposureQuery = {}) => call('GET /v1/draws/detail/:id/exposure', { params: { id }, query }),
  closeSales: (id: number, base?: string | null) => callVersioned('POST /v1/draws/detail/:id/close', { params: { id }, ...ifMatch(base) }),
  enterResult: (id: number, numbers: string[], base?: string | null) =>
    callVersioned('POST /v1/draws/detail/:id/result', { params: { id }, body: { numbers }, ...ifMatch(base) }),
  correctResult: (id: number, numbers: string[], base?: string | null) =>
    callVersioned('PUT /v1/draws/detail/:id/result', { params: { id }, body: { numbers }, ...ifMatch(base) }),
};
