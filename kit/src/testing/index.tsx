/**
 * The one set of test helpers of every app (`@banca/kit/testing`; tests only, never bundled), in
 * Testing Library's custom test-utils manner: the library itself, canned API answers, a page
 * renderer with the app providers, sessions, and the helpers the screens' tests share.
 */
import { AppProviders, authStore } from '@banca/shared-auth';
import type { Profile, Role } from '@banca/contracts';
import type { RecordedCall } from '@banca/shared-auth/testing';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export { answer, mockFetch, type RecordedCall, type Responder } from '@banca/shared-auth/testing';
export { describeListBehaviour, type ListBehaviourOptions } from './listBehaviour';
export { boothDetail, sellerRow } from './fixtures';

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
export function signInAs(role: Role = 'admin'): void {
  window.sessionStorage.clear();
  authStore.getState().clearSession();
  authStore.getState().setSession('tok');
  authStore.getState().setProfile({ ...PROFILE, role });
}

/** Renders the current address, to check what a page wrote to the URL. */
export function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/** The query string of a recorded call as a plain object. */
export const queryOf = (call: RecordedCall): Record<string, string> => Object.fromEntries(new URL(call.url).searchParams);

/** The query string the page shows in the address bar (`CurrentUrl`), as an object. */
export function currentQuery(): Record<string, string> {
  const url = screen.getByTestId('current-url').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}

/** The API paths called, without the base (`v1/draws/list`). */
export const pathsOf = (calls: RecordedCall[]): string[] => calls.map((call) => new URL(call.url).pathname.replace(/^\/api\//, ''));

/** The recorded calls to an API path (relative to /api/). */
export const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => new URL(call.url).pathname === `/api/${path}`);

/**
 * A responder that fails with `status` and `message` the first `times` calls to `path`, then lets
 * the next responder answer: for error states and their retry.
 */
export function failing(path: string, message: string, { status = 500, times = 1 } = {}) {
  let left = times;
  return (call: RecordedCall) => {
    if (new URL(call.url).pathname !== `/api/${path}` || left === 0) return undefined;
    left -= 1;
    return { status, body: { statusCode: status, error: 'Error', message } };
  };
}

/** The value shown beside a label of an antd Descriptions. */
export function descriptionValue(label: string): HTMLElement {
  const item = screen.getByText(label).closest('.ant-descriptions-item');
  const value = item?.querySelector<HTMLElement>('.ant-descriptions-item-content');
  if (!value) throw new Error(`No description labelled «${label}»`);
  return value;
}

/**
 * A userEvent session without the pointer-events check, which reads the computed style of every
 * ancestor on each pointer action: slow under antd's run-time styles in jsdom, and a form test
 * clicks a lot. (Disabled controls are still not clickable: that is the element's own state.)
 */
export function fastUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/**
 * Chooses the option titled `label` of an antd Select (its combobox, e.g. from getByLabelText),
 * typing `search` first when given (for selects whose options come from a server search).
 */
export async function pickOption(combobox: HTMLElement, label: string, search?: string, user = fastUser()): Promise<void> {
  if (combobox.getAttribute('aria-expanded') !== 'true') await user.click(combobox);
  // One change for the whole text, as a debounced search sees a typist.
  if (search) await user.paste(search);
  const option = await waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (item) => item.getAttribute('title') === label,
      );
      if (!found) throw new Error(`No option «${label}» in the open select`);
      return found;
    },
    { timeout: 3000 },
  );
  await user.click(option);
}

/**
 * The open confirmation dialog (useConfirm) titled `title`. Found by its class, not its accessible
 * name: antd gives every dialog the same title id under test, so a confirmation opened over
 * another dialog would take that one's name.
 */
export function findConfirm(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find(
      (dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!found) throw new Error(`No confirmation «${title}» is open`);
    return found;
  });
}

/** Replaces a field's text at once (pasting, not key by key: the tests that type keys say so). */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

/**
 * The dialog with this title. (Under test every antd title gets the same id, so a dialog opened
 * over another one cannot be found by its accessible name.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
