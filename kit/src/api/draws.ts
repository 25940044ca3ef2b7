import type { DrawExposureQuery, DrawFilters } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/**
 * Draws: a draw's read answers its version; its lifecycle writes (close sales, enter or correct
 * the result, suspend it, change its time) take it (`base`, sent as If-Match) and answer the draw with its new one.
 */
export const drawsApi = {
  list: (filters: DrawFilters = {}) => call('GET /v1/draws/list', { query: filters }),
  detail: (id: number) => callVersioned('GET /v1/draws/detail/:id', { params: { id } }),
  /** An extra draw of a lottery at a moment of its own. */
  create: (moduleId: number, drawAt: string) => callVersioned('POST /v1/draws/create', { body: { module_id: moduleId, draw_at: drawAt } }),
  exposure: (id: number, query: DrawExposureQuery = {}) => call('GET /v1/draws/detail/:id/exposure', { params: { id }, query }),
  closeSales: (id: number, base?: string | null) => callVersioned('POST /v1/draws/detail/:id/close', { params: { id }, ...ifMatch(base) }),
  enterResult: (id: number, numbers: string[], base?: string | null) =>
    callVersioned('POST /v1/draws/detail/:id/result', { params: { id }, body: { numbers }, ...ifMatch(base) }),
  correctResult: (id: number, numbers: string[], base?: string | null) =>
    callVersioned('PUT /v1/draws/detail/:id/result', { params: { id }, body: { numbers }, ...ifMatch(base) }),
  /** Suspends a draw that did not happen: its tickets are refunded. */
  suspend: (id: number, reason: string, base?: string | null) =>
    callVersioned('POST /v1/draws/detail/:id/suspend', { params: { id }, body: { reason }, ...ifMatch(base) }),
  /** An open draw's new time. */
  move: (id: number, drawAt: string, base?: string | null) =>
    callVersioned('PUT /v1/draws/detail/:id', { params: { id }, body: { draw_at: drawAt }, ...ifMatch(base) }),
};
