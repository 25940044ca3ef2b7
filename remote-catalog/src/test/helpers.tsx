/** What the catalog's tests share: a signed-in session, the URL probe and canned API answers. */
import { authStore, setRuntimeConfig, type Profile, type Role } from '@banca/shared-auth';
import { renderPage, type RecordedCall } from '@banca/shared-auth/src/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

export function signInAs(role: Role = 'admin') {
  setRuntimeConfig({ apiUrl: '/api' });
  window.sessionStorage.clear();
  authStore.getState().setSession('tok');
  authStore.getState().setProfile({
    id: 1,
    auth_user_id: 1,
    username: role,
    role,
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana@banca.test',
  } as Profile);
}

/** Shows the current address, to check what a page wrote to the URL. */
function UrlProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

/** Renders a page at `route` (mounted on the route's path) with the URL probe beside it. */
export function renderAt(ui: ReactElement, route: string) {
  const path = route.split('?')[0];
  return renderPage(
    <>
      {ui}
      <UrlProbe />
    </>,
    { route, path },
  );
}

/** The query string the page shows in the address bar, as an object. */
export function currentQuery(): Record<string, string> {
  const url = screen.getByTestId('url').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}

/** The query string of a recorded API call, as an object. */
export function queryOf(call: RecordedCall): Record<string, string> {
  return Object.fromEntries(new URL(call.url).searchParams);
}

/** The API paths called, without the base (`v1/draws/list`). */
export function pathsOf(calls: RecordedCall[]): string[] {
  return calls.map((call) => new URL(call.url).pathname.replace(/^\/api\//, ''));
}

/** Opens an antd Select by its label and picks an option. */
export async function pickOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const choice = await screen.findByTitle(option);
  fireEvent.click(choice);
}
