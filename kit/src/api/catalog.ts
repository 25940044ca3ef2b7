import type {
  AvailabilityQuery,
  DrawExposureQuery,
  DrawFilters,
  GameSettingsForm,
  InboxKind,
  ReportGroupBy,
  SalesLimitFilters,
  SalesLimitForm,
  TicketFilters,
} from '@banca/contracts';
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

/** Game modules: a module's read answers its version; its sales settings (administrators) are written on it. */
export const gamesApi = {
  list: () => call('GET /v1/ticket_booths/games/list'),
  detail: (id: number) => callVersioned('GET /v1/ticket_booths/games/detail/:id', { params: { id } }),
  updateSettings: (id: number, form: GameSettingsForm, base?: string | null) =>
    callVersioned('PUT /v1/ticket_booths/games/detail/:id', { params: { id }, body: form, ...ifMatch(base) }),
};

/** Tickets: the list and the whole ticket; cancelling one, verifying one by code, paying its prize. */
export const ticketsApi = {
  list: (filters: TicketFilters = {}) => call('GET /v1/tickets/list', { query: filters }),
  detail: (id: number) => call('GET /v1/tickets/detail/:id', { params: { id } }),
  cancel: (id: number, reason: string) => call('POST /v1/tickets/detail/:id/cancel', { params: { id }, body: { reason } }),
  verify: (code: string) => call('GET /v1/tickets/verify/:code', { params: { code } }),
  pay: (id: number, expectedAmount: number) =>
    call('POST /v1/tickets/detail/:id/pay', { params: { id }, body: { expected_amount: expectedAmount } }),
};

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
