import type { CreateUserForm, CreditLimits, GameConfig, ProfileForm, Role, UserModule } from '@banca/contracts';
import { call, callVersioned, ifMatch } from './client';

/**
 * The users resource. A user's detail reads answer the user's version (`VersionedAnswer`), one for all
 * of them; each write takes the version it was based on (`base`, sent as If-Match) and answers the
 * new one.
 */
export const usersApi = {
  list: (query: { page?: number; search?: string | null }) => call('GET /v1/users/list', { query }),
  create: (form: CreateUserForm) => call('POST /v1/users/create', { body: form }),
  update: (id: number, form: ProfileForm, base?: string | null) =>
    callVersioned('PUT /v1/users/detail/:id', { params: { id }, body: form, ...ifMatch(base) }),
  profile: (id: number) => callVersioned('GET /v1/users/detail/:id/profile', { params: { id } }),
  security: (id: number) => callVersioned('GET /v1/users/detail/:id/security', { params: { id } }),
  changePassword: (id: number, password: string, base?: string | null) =>
    callVersioned('PUT /v1/users/detail/:id/password', { params: { id }, body: { password }, ...ifMatch(base) }),
  unlock: (id: number, base?: string | null) => callVersioned('POST /v1/users/detail/:id/unlock', { params: { id }, ...ifMatch(base) }),
  setActive: (id: number, isactive: boolean, base?: string | null) =>
    callVersioned('PUT /v1/users/detail/:id/status', { params: { id }, body: { isactive }, ...ifMatch(base) }),
  /** A new role (an administrator's change; the user's sessions end); answers the profile. */
  changeRole: (id: number, role: Role, base?: string | null) =>
    callVersioned('PUT /v1/users/detail/:id/role', { params: { id }, body: { role }, ...ifMatch(base) }),
  remove: (id: number, base?: string | null) => callVersioned('DELETE /v1/users/detail/:id', { params: { id }, ...ifMatch(base) }),
  modules: (id: number) => callVersioned('GET /v1/users/detail/:id/modules', { params: { id } }),
  /** Sends the module with `assigned` toggled; answers the updated list. */
  saveModule: (id: number, module: UserModule, base?: string | null) =>
    callVersioned('POST /v1/users/detail/:id/modules', { params: { id }, body: module, ...ifMatch(base) }),
  moduleGames: (id: number, moduleId: number) =>
    callVersioned('GET /v1/users/detail/:id/modules/:moduleId/games', { params: { id, moduleId } }),
  saveGame: (
    id: number,
    moduleId: number,
    gameTypeId: number,
    changes: Partial<Pick<GameConfig, 'enabled' | 'sales_limit' | 'payout' | 'commission_percentage'>>,
    base?: string | null,
  ) =>
    callVersioned('PUT /v1/users/detail/:id/modules/:moduleId/games/:gameTypeId', {
      params: { id, moduleId, gameTypeId },
      body: changes,
      ...ifMatch(base),
    }),
  settings: (id: number) => callVersioned('GET /v1/users/detail/:id/settings', { params: { id } }),
  saveSetting: (id: number, setting: { label: string; key: string; value: number }, base?: string | null) =>
    callVersioned('POST /v1/users/detail/:id/settings', {
      params: { id },
      body: { setting_key: setting.key, setting },
      ...ifMatch(base),
    }),
  /** An owner's credit: its limit in each currency and what it owes (the owner reads its own). */
  credit: (id: number) => callVersioned('GET /v1/users/detail/:id/credit', { params: { id } }),
  saveCredit: (id: number, limits: CreditLimits, base?: string | null) =>
    callVersioned('PUT /v1/users/detail/:id/credit', { params: { id }, body: limits, ...ifMatch(base) }),
};
