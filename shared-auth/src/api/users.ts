import { api } from '../http';
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
} from '../types';

const detail = (id: number) => `v1/users/detail/${id}`;

export const usersApi = {
  list: (query: { page?: number; search?: string | null }) => api.get<Paginated<'users', UserRow>>('v1/users/list', query),
  create: (form: CreateUserForm) => api.post<{ id: number }>('v1/users/create', form),
  update: (id: number, form: ProfileForm) => api.put<Profile>(detail(id), form),
  profile: (id: number) => api.get<Profile>(`${detail(id)}/profile`),
  security: (id: number) => api.get<UserSecurity>(`${detail(id)}/security`),
  changePassword: (id: number, password: string) => api.put<{ ok: true }>(`${detail(id)}/password`, { password }),
  unlock: (id: number) => api.post<UserSecurity>(`${detail(id)}/unlock`),
  setActive: (id: number, isactive: boolean) => api.put<UserSecurity>(`${detail(id)}/status`, { isactive }),
  remove: (id: number) => api.delete<UserSecurity>(detail(id)),
  modules: (id: number) => api.get<UserModule[]>(`${detail(id)}/modules`),
  /** Sends the module with `assigned` toggled; answers the updated list. */
  saveModule: (id: number, module: UserModule) => api.post<UserModule[]>(`${detail(id)}/modules`, module),
  moduleGames: (id: number, moduleId: number) => api.get<ModuleGames>(`${detail(id)}/modules/${moduleId}/games`),
  saveGame: (
    id: number,
    moduleId: number,
    gameTypeId: number,
    changes: Partial<Pick<GameConfig, 'enabled' | 'profit_percentage' | 'sales_limit'>>,
  ) => api.put<GameConfig>(`${detail(id)}/modules/${moduleId}/games/${gameTypeId}`, changes),
  settings: (id: number) => api.get<UserSetting[]>(`${detail(id)}/settings`),
  saveSetting: (id: number, setting: { label: string; key: string; value: number }) =>
    api.post<UserSetting[]>(`${detail(id)}/settings`, { setting_key: setting.key, setting }),
};
