import type { CreateUserForm, GameConfig, ProfileForm, UserModule } from '@banca/contracts';
import { call } from './client';

export const usersApi = {
  list: (query: { page?: number; search?: string | null }) => call('GET /v1/users/list', { query }),
  create: (form: CreateUserForm) => call('POST /v1/users/create', { body: form }),
  update: (id: number, form: ProfileForm) => call('PUT /v1/users/detail/:id', { params: { id }, body: form }),
  profile: (id: number) => call('GET /v1/users/detail/:id/profile', { params: { id } }),
  security: (id: number) => call('GET /v1/users/detail/:id/security', { params: { id } }),
  changePassword: (id: number, password: string) => call('PUT /v1/users/detail/:id/password', { params: { id }, body: { password } }),
  unlock: (id: number) => call('POST /v1/users/detail/:id/unlock', { params: { id } }),
  setActive: (id: number, isactive: boolean) => call('PUT /v1/users/detail/:id/status', { params: { id }, body: { isactive } }),
  remove: (id: number) => call('DELETE /v1/users/detail/:id', { params: { id } }),
  modules: (id: number) => call('GET /v1/users/detail/:id/modules', { params: { id } }),
  /** Sends the module with `assigned` toggled; answers the updated list. */
  saveModule: (id: number, module: UserModule) => call('POST /v1/users/detail/:id/modules', { params: { id }, body: module }),
  moduleGames: (id: number, moduleId: number) => call('GET /v1/users/detail/:id/modules/:moduleId/games', { params: { id, moduleId } }),
  saveGame: (
    id: number,
    moduleId: number,
    gameTypeId: number,
    changes: Partial<Pick<GameConfig, 'enabled' | 'profit_percentage' | 'sales_limit'>>,
  ) => call('PUT /v1/users/detail/:id/modules/:moduleId/games/:gameTypeId', { params: { id, moduleId, gameTypeId }, body: changes }),
  settings: (id: number) => call('GET /v1/users/detail/:id/settings', { params: { id } }),
  saveSetting: (id: number, setting: { label: string; key: string; value: number }) =>
    call('POST /v1/users/detail/:id/settings', { params: { id }, body: { setting_key: setting.key, setting } }),
};
