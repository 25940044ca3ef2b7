import type { TicketFilters } from '@banca/contracts';
import { call } from './client';

export const ticketsApi = {
  list: (filters: TicketFilters = {}) => call('GET /v1/tickets/list', { query: filters }),
  detail: (id: number) => call('GET /v1/tickets/detail/:id', { params: { id } }),
};
