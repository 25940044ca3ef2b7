import type { TicketFilters } from '@banca/contracts';
import { call } from './client';

/** Tickets: the list and the whole ticket; cancelling one, verifying one by code, paying its prize. */
export const ticketsApi = {
  list: (filters: TicketFilters = {}) => call('GET /v1/tickets/list', { query: filters }),
  detail: (id: number) => call('GET /v1/tickets/detail/:id', { params: { id } }),
  cancel: (id: number, reason: string) => call('POST /v1/tickets/detail/:id/cancel', { params: { id }, body: { reason } }),
  verify: (code: string) => call('GET /v1/tickets/verify/:code', { params: { code } }),
  pay: (id: number, expectedAmount: number) =>
    call('POST /v1/tickets/detail/:id/pay', { params: { id }, body: { expected_amount: expectedAmount } }),
};
