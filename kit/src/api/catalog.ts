import type { DrawExposureQuery, DrawFilters, InboxKind, ReportGroupBy, TicketFilters } from '@banca/contracts';
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

export const gamesApi = {
  list: () => call('GET /v1/ticket_booths/games/list'),
  detail: (id: number) => call('GET /v1/ticket_booths/games/detail/:id', { params: { id } }),
};

export const ticketsApi = {
  list: (filters: TicketFilters = {}) => call('GET /v1/tickets/list', { query: filters }),
  detail: (id: number) => call('GET /v1/tickets/detail/:id', { params: { id } }),
};

export const hierarchyApi = {
  list: (search?: string | null) => call('GET /v1/hierarchy/list', { query: { search } }),
  detail: (id: string) => call('GET /v1/hierarchy/detail/:id', { params: { id } }),
};

export interface ReportQuery {
  from: string;
  to: string;
  group_by: ReportGroupBy;
}
export const reportsApi = {
  sales: (query: ReportQuery) => call('GET /v1/reports/sales', { query }),
  detail: (query: ReportQuery & { key: string }) => call('GET /v1/reports/sales/detail', { query }),
};

export const dashboardApi = {
  summary: () => call('GET /v1/dashboard/summary'),
};

/** Messages and notifications share their routes' shapes. */
export const inboxApi = {
  list: (kind: InboxKind) => (kind === 'messages' ? call('GET /v1/messages/list') : call('GET /v1/notifications/list')),
  markRead: (kind: InboxKind, id: number) =>
    kind === 'messages'
      ? call('POST /v1/messages/detail/:id/read', { params: { id } })
      : call('POST /v1/notifications/detail/:id/read', { params: { id } }),
  markAllRead: (kind: InboxKind) => (kind === 'messages' ? call('POST /v1/messages/read-all') : call('POST /v1/notifications/read-all')),
};
