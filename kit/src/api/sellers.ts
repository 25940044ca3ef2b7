import type { Paginated, SellerForm, SellerRow } from '@banca/shared-auth';
import { get, post, put } from './client';

export const sellersApi = {
  list: (query: { page?: number; search?: string | null; booth_id?: number | null }) =>
    get<Paginated<'sellers', SellerRow>>('v1/sellers/list', query),
  create: (form: SellerForm) => post<{ id: number }>('v1/sellers/create', form),
  detail: (id: number) => get<SellerRow>(`v1/sellers/detail/${id}`),
  update: (id: number, form: SellerForm) => put<SellerRow>(`v1/sellers/detail/${id}`, form),
  unlock: (id: number) => post<SellerRow>(`v1/sellers/detail/${id}/unlock`),
};
