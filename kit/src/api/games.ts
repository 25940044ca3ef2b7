import { call } from './client';

export const gamesApi = {
  list: () => call('GET /v1/ticket_booths/games/list'),
  detail: (id: number) => call('GET /v1/ticket_booths/games/detail/:id', { params: { id } }),
};
