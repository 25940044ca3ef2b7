import type {
  CreateUserForm,
  GameConfig,
  ModuleGames,
  Paginated,
  Profile,
  ProfileForm,
  UserModule,
  UserRow,
  UserSecurity,
  UserSetting,
} from '@banca/shared-auth';
import { del, get, post, put } from './client';

const detail = (id: number) => `v1/users/detail/${id}`;

export const usersApi = {
  list: (query: { page?: number; search?: string | null }) => get<Paginated<'users', UserRow>>('v1/users/list', query),
  create: (form: CreateUserForm) => post<{ id: number }>('v1/users/create', form),
  update: (id: number, form: ProfileForm) => put<Profile>(detail(id), form),
  profile: (id: number) => get<Profile>(`${detail(id)}/profile`),
  security: (id: number) => get<UserSecurity>(`${detail(id)}/security`),
  changePassword: (id: number, password: string) => put<{ ok: true }>(`${detail(id)}/password`, { password }),
  unlock: (id: number) => post<UserSecurity>(`${detail(id)}/unlock`),
  setActive: (id: number, isactive: boolean) => put<UserSecurity>(`${detail(id)}/status`, { isactive }),
  remove: (id: number) => del<UserSecurity>(detail(id)),
  modules: (id: number) => get<UserModule[]>(`${detail(id)}/modules`),
  /** Sends the module with `assigned` toggled; answers the updated list. */
  saveModule: (id: number, module: UserModule) => post<UserModule[]>(`${detail(id)}/modules`, module),
  moduleGames: (id: number, moduleId: number) => get<ModuleGames>(`${detail(id)}/modules/${moduleId}/games`),
  saveGame: (
    id: number,
    moduleId: number,
    gameTypeId: number,
    changes: Partial<Pick<GameConfig, 'enabled' | 'profit_percentage' | 'sales_limit'>>,
  ) => put<GameConfig>(`${detail(id)}/modules/${moduleId}/games/${gameTypeId}`, changes),
  settings: (id: number) => get<UserSetting[]>(`${detail(id)}/settings`),
  saveSetting: (id: number, setting: { label: string; key: string; value: number }) =>
    post<UserSetting[]>(`${detail(id)}/settings`, { setting_key: setting.key, setting }),
};
