import type { BoothDetail, BoothForm, BoothRow, Paginated } from '@banca/shared-auth';
import { del, get, post, put } from './client';

export const boothsApi = {
  list: (query: { page?: number; limit?: number; search?: string | null }) =>
    get<Paginated<'booths', BoothRow>>('v1/ticket_booths/list', query),
  detail: (id: number) => get<BoothDetail>(`v1/ticket_booths/detail/${id}`),
  create: (form: BoothForm) => post<{ id: number }>('v1/ticket_booths/create', form),
  update: (id: number, form: BoothForm) => put<BoothDetail>(`v1/ticket_booths/detail/${id}`, form),
  remove: (id: number) => del<{ ok: true }>(`v1/ticket_booths/detail/${id}`),
  addSeller: (id: number, sellerId: number) => post<BoothDetail>(`v1/ticket_booths/detail/${id}/sellers`, { seller_id: sellerId }),
  removeSeller: (id: number, sellerId: number) => del<BoothDetail>(`v1/ticket_booths/detail/${id}/sellers/${sellerId}`),
};
