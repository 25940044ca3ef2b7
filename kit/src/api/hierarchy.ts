import { call } from './client';

export const hierarchyApi = {
  list: (search?: string | null) => call('GET /v1/hierarchy/list', { query: { search } }),
  detail: (id: string) => call('GET /v1/hierarchy/detail/:id', { params: { id } }),
};
