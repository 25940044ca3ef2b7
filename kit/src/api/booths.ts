import type { BoothForm } from '@banca/contracts';
import { call } from './client';

export const boothsApi = {
  list: (query: { page?: number; limit?: number; search?: string | null }) => call('GET /v1/ticket_booths/list', { query }),
  detail: (id: number) => call('GET /v1/ticket_booths/detail/:id', { params: { id } }),
  create: (form: BoothForm) => call('POST /v1/ticket_booths/create', { body: form }),
  update: (id: number, form: BoothForm) => call('PUT /v1/ticket_booths/detail/:id', { params: { id }, body: form }),
  remove: (id: number) => call('DELETE /v1/ticket_booths/detail/:id', { params: { id } }),
  addSeller: (id: number, sellerId: number) =>
    call('POST /v1/ticket_booths/detail/:id/sellers', { params: { id }, body: { seller_id: sellerId } }),
  removeSeller: (id: number, sellerId: number) =>
    call('DELETE /v1/ticket_booths/detail/:id/sellers/:sellerId', { params: { id, sellerId } }),
};
