import { api } from '../http';
import type { LoginAnswer, MenuSection, Profile } from '../types';

export const authApi = {
  login: (username: string, password: string) => api.post<LoginAnswer>('v1/auth/login', { username, password }),
  logout: () => api.post<{ ok: true }>('v1/auth/logout'),
  profile: () => api.get<Profile>('v1/auth/profile'),
  /** An empty or missing answer gives an empty menu. */
  menu: async () => {
    const sections = await api.get<MenuSection[] | null>('v1/auth/menu');
    return Array.isArray(sections) ? sections : [];
  },
};
