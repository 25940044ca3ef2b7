/** The session's own calls: signing in and out (staff and booth terminals), and who is signed in. */
import { request } from './http';
import type { LoginAnswer, Profile, TerminalLoginAnswer } from '@banca/contracts';

export const authCalls = {
  login: async (username: string, password: string) =>
    (await request<LoginAnswer>('POST', 'v1/auth/login', { body: { username, password } })).data,
  logout: () => request<{ ok: true }>('POST', 'v1/auth/logout'),
  profile: async () => (await request<Profile>('GET', 'v1/auth/profile')).data,
  terminalLogin: async (username: string, password: string, device_id: string) =>
    (await request<TerminalLoginAnswer>('POST', 'v1/terminal/login', { body: { username, password, device_id } })).data,
  terminalLogout: () => request<{ ok: true }>('POST', 'v1/terminal/logout'),
};
