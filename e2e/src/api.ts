/** The API called as a script calls it (bearer token, no anti-forgery cookie), for tests that look things up. */
import { baseUrl } from './browser';

export type ApiGet = <T>(path: string) => Promise<T>;

/** Signs `account` in through the API and returns a GET of `/api<path>` with its token. */
export async function apiAs(account: { username: string; password: string }): Promise<ApiGet> {
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`signing in ${account.username} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}
