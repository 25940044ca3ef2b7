import { api } from '../http';
import type { BoothDetail, BoothForm, BoothRow, Paginated, SellerForm, SellerRow } from '../types';

export const sellersApi = {
  list: (query: { page?: number; search?: string | null; booth_id?: number | null }) =>
    api.get<Paginated<'sellers', SellerRow>>('v1/sellers/list', query),
  create: (form: SellerForm) => api.post<{ id: number }>('v1/sellers/create', form),
  detail: (id: number) => api.get<SellerRow>(`v1/sellers/detail/${id}`),
  update: (id: number, form: SellerForm) => api.put<SellerRow>(`v1/sellers/detail/${id}`, form),
  unlock: (id: number) => api.post<SellerRow>(`v1/sellers/detail/${id}/unlock`),
};

export const boothsApi = {
  list: (query: { page?: number; limit?: number; search?: string | null }) =>
    api.get<Paginated<'booths', BoothRow>>('v1/ticket_booths/list', query),
  detail: (id: number) => api.get<BoothDetail>(`v1/ticket_booths/detail/${id}`),
  create: (form: BoothForm) => api.post<{ id: number }>('v1/ticket_booths/create', form),
  update: (id: number, form: BoothForm) => api.put<BoothDetail>(`v1/ticket_booths/detail/${id}`, form),
  remove: (id: number) => api.delete<{ ok: true }>(`v1/ticket_booths/detail/${id}`),
  addSeller: (id: number, sellerId: number) => api.post<BoothDetail>(`v1/ticket_booths/detail/${id}/sellers`, { seller_id: sellerId }),
  removeSeller: (id: number, sellerId: number) => api.delete<BoothDetail>(`v1/ticket_booths/detail/${id}/sellers/${sellerId}`),
};
