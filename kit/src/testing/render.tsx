/** Rendering a page as the host would, with a session and the address shown. */
import { AppProviders, authStore } from '@banca/shared-auth';
import type { Profile, Role } from '@banca/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AccessGate } from '../components/AccessGate';
import type { PageRoute } from '../routes';

/**
 * Renders a page as the host would: the app providers (a fresh QueryClient without retries),
 * a router at `route`, and the page mounted at `path`. Where navigation leads elsewhere, the
 * `location` test id shows the new address.
 */
export function renderPage(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}

/** Shows where navigation went, for assertions on redirects: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page mounted at the path of `route`, with `CurrentUrl` beside it. */
export function renderAt(ui: ReactElement, route: string) {
  return renderPage(
    <>
      {ui}
      <CurrentUrl />
    </>,
    { route, path: route.split('?')[0] },
  );
}

const PROFILE: Profile = {
  id: 1,
  auth_user_id: 1,
  username: 'admin',
  role: 'admin',
  first_name: 'Ana',
  last_name: 'Pérez',
  document_type: 'DNI',
  document_number: 'V-1',
  email: 'admin@banca.test',
  phone: '',
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
  avatar: null,
  registration_date: '2026-01-01T00:00:00Z',
};

/** A fresh signed-in session of `role` (token and cached profile, as after sign-in). */
export function signInAs(role: Role = 'admin', token = 'tok'): void {
  window.sessionStorage.clear();
  authStore.getState().clearSession();
  authStore.getState().setSession(token);
  authStore.getState().setProfile({ ...PROFILE, role });
}

/** Renders the current address, to check what a page wrote to the URL. */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/**
 * Renders the page of a route manifest entry as the host mounts it: at its path, behind the door
 * its `access` names (a role without it sees "Sin acceso" and the page never runs).
 */
export function renderRoute(route: Pick<PageRoute, 'path' | 'access'>, Page: ComponentType, url: string = route.path) {
  return renderPage(
    <AccessGate access={route.access}>
      <Page />
    </AccessGate>,
    { route: url, path: route.path },
  );
}
