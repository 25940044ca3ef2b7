import type { SellerForm } from '@banca/contracts';
import { call } from './client';

export const sellersApi = {
  list: (query: { page?: number; search?: string | null; booth_id?: number | null }) => call('GET /v1/sellers/list', { query }),
  create: (form: SellerForm) => call('POST /v1/sellers/create', { body: form }),
  detail: (id: number) => call('GET /v1/sellers/detail/:id', { params: { id } }),
  update: (id: number, form: SellerForm) => call('PUT /v1/sellers/detail/:id', { params: { id }, body: form }),
  unlock: (id: number) => call('POST /v1/sellers/detail/:id/unlock', { params: { id } }),
};
