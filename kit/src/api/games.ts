import type { GameCreateForm, GameSettingsForm, GameTypeUpdateForm } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/** Game modules: a module's read answers its version; its sales settings (administrators) are written on it. */
export const gamesApi = {
  /** A lottery's days off (holidays): listed, added (its draws of that day suspended or removed), removed. */
  daysOff: (id: number) => call('GET /v1/ticket_booths/games/detail/:id/days-off', { params: { id } }),
  addDayOff: (id: number, form: { date: string; reason: string }) =>
    call('POST /v1/ticket_booths/games/detail/:id/days-off', { params: { id }, body: form }),
  removeDayOff: (id: number, date: string) => call('DELETE /v1/ticket_booths/games/detail/:id/days-off/:date', { params: { id, date } }),
  list: () => call('GET /v1/ticket_booths/games/list'),
  detail: (id: number) => callVersioned('GET /v1/ticket_booths/games/detail/:id', { params: { id } }),
  updateSettings: (id: number, form: GameSettingsForm, base?: string | null) =>
    callVersioned('PUT /v1/ticket_booths/games/detail/:id', { params: { id }, body: form, ...ifMatch(base) }),
  create: (form: GameCreateForm) => callVersioned('POST /v1/ticket_booths/games/create', { body: form }),
  updateType: (id: number, typeId: number, form: GameTypeUpdateForm, base?: string | null) =>
    callVersioned('PUT /v1/ticket_booths/games/detail/:id/types/:type_id', {
      params: { id, type_id: typeId },
      body: form,
      ...ifMatch(base),
    }),
};
