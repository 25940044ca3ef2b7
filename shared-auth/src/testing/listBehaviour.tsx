/**
 * The behaviour every server-paginated list shares, as one suite each list runs with its own
 * page, API path and texts: the search debounce, pages in the URL, the empty, error and loading
 * states, and who sees the create button.
 */
import { authStore, type Role } from '../index';
import { answer, mockFetch, renderPage } from '../test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { callsTo, CurrentUrl, failing, queryOf, signInAs } from './index';

export interface ListBehaviourOptions {
  Page: ComponentType;
  /** Where the host mounts the page, e.g. '/admin/users'. */
  route: string;
  /** The list call, e.g. 'v1/users/list', and the key of its rows, e.g. 'users'. */
  apiPath: string;
  rowsKey: string;
  /** One row of the answer and a text of it the table shows. */
  row: object;
  rowText: string;
  /** Query parameters the page always sends besides page and search (booths: limit). */
  fixedQuery?: Record<string, string>;
  searchLabel: string;
  emptyText: string;
  createLabel: string;
  /** What the create button opens: a dialog with this title, kept in the URL as `?<param>=new`. */
  createDialog: { title: string; param: string };
  /** Roles that see the create button, that see the list without it, and that may not see the list. */
  canCreate: Role[];
  viewOnly: Role[];
  noAccess: Role[];
}

export function describeListBehaviour(o: ListBehaviourOptions) {
  const pageOf = (rows: object[], { page = 1, totalPages = 1, total = rows.length } = {}) => ({
    [o.rowsKey]: rows,
    page,
    total,
    totalPages,
  });
  const expected = (query: Record<string, string>) => ({ ...query, ...o.fixedQuery });
  const lastCall = (calls: Parameters<typeof callsTo>[0]) => queryOf(callsTo(calls, o.apiPath).at(-1)!);
  const renderList = (url = o.route) =>
    renderPage(
      <>
        <o.Page />
        <CurrentUrl />
      </>,
      { route: url, path: o.route },
    );

  describe('as a server-paginated list', () => {
    beforeEach(() => {
      window.sessionStorage.clear();
      authStore.getState().clearSession();
      signInAs(o.canCreate[0]);
    });

    it('sends the search 300 ms after the last key, only when not empty, and goes back to page 1', async () => {
      const { calls } = mockFetch(answer('GET', o.apiPath, pageOf([o.row], { page: 3, totalPages: 4, total: 40 })));
      renderList(`${o.route}?page=3`);
      await screen.findByText(o.rowText);
      expect(queryOf(callsTo(calls, o.apiPath)[0])).toEqual(expected({ page: '3' }));

      const box = screen.getByRole('textbox', { name: o.searchLabel });
      await userEvent.type(box, 'ana');
      // Nothing is sent while typing.
      expect(callsTo(calls, o.apiPath).filter((call) => 'search' in queryOf(call))).toHaveLength(0);

      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${o.route}?search=ana`));
      await waitFor(() => expect(lastCall(calls)).toEqual(expected({ page: '1', search: 'ana' })));
      // One search for the whole word, not one per key.
      expect(callsTo(calls, o.apiPath).filter((call) => 'search' in queryOf(call))).toHaveLength(1);

      // Emptying the box drops `search` from the call and from the URL.
      await userEvent.clear(box);
      await waitFor(() => expect(screen.getByTestId('current-url').textContent).toBe(o.route));
      await waitFor(() => expect(lastCall(calls)).toEqual(expected({ page: '1' })));
    });

    it('asks for page 2 and writes it to the URL', async () => {
      const { calls } = mockFetch(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 3, total: 25 })));
      renderList();
      await screen.findByText(o.rowText);
      expect(screen.getByTitle('Página anterior')).toBeInTheDocument();
      expect(screen.getByTitle('Página siguiente')).toBeInTheDocument();

      await userEvent.click(screen.getByTitle('2'));
      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${o.route}?page=2`));
      await waitFor(() => expect(lastCall(calls)).toEqual(expected({ page: '2' })));
      await waitFor(() => expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active'));
    });

    it('reads page and search from the URL on load', async () => {
      const { calls } = mockFetch(answer('GET', o.apiPath, pageOf([o.row], { page: 2, totalPages: 2, total: 11 })));
      renderList(`${o.route}?page=2&search=p%C3%A9rez`);
      await screen.findByText(o.rowText);
      expect(queryOf(callsTo(calls, o.apiPath)[0])).toEqual(expected({ page: '2', search: 'pérez' }));
      expect(screen.getByRole('textbox', { name: o.searchLabel })).toHaveValue('pérez');
      expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    });

    it('uses an ellipsis beyond 5 pages, and shows every page button up to 5', async () => {
      mockFetch(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 12, total: 120 })));
      const { unmount } = renderList();
      await screen.findByText(o.rowText);
      expect(document.querySelector('.ant-pagination-jump-next')).not.toBeNull();
      expect(screen.getByTitle('12')).toBeInTheDocument();
      unmount();

      mockFetch(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 5, total: 50 })));
      renderList();
      await screen.findByText(o.rowText);
      expect(document.querySelector('.ant-pagination-jump-next')).toBeNull();
      for (const n of ['1', '2', '3', '4', '5']) expect(screen.getByTitle(n)).toBeInTheDocument();
    });

    it('moves a page beyond the last one to the last one', async () => {
      const { calls } = mockFetch(
        (call) => (queryOf(call).page === '9' ? { body: pageOf([], { page: 9, totalPages: 3, total: 25 }) } : undefined),
        answer('GET', o.apiPath, pageOf([o.row], { page: 3, totalPages: 3, total: 25 })),
      );
      renderList(`${o.route}?page=9`);
      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${o.route}?page=3`));
      await screen.findByText(o.rowText);
      expect(lastCall(calls)).toEqual(expected({ page: '3' }));
    });

    it('shows a loading table, then the empty text when there are no rows', async () => {
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (release = resolve));
      const { calls } = mockFetch(answer('GET', o.apiPath, pageOf([], { totalPages: 1, total: 0 })));
      const respond = globalThis.fetch;
      globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
        await answered;
        return respond(...args);
      }) as typeof fetch;
      renderList();
      await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
      expect(screen.queryByText(o.emptyText)).not.toBeInTheDocument();
      release();
      expect(await screen.findByText(o.emptyText)).toBeInTheDocument();
      expect(calls).toHaveLength(1);
    });

    it('shows the error message and loads again on Reintentar', async () => {
      mockFetch(failing(o.apiPath, 'El servicio no está disponible.'), answer('GET', o.apiPath, pageOf([o.row])));
      renderList();
      expect(await screen.findByText('El servicio no está disponible.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
      expect(await screen.findByText(o.rowText)).toBeInTheDocument();
      expect(screen.queryByText('El servicio no está disponible.')).not.toBeInTheDocument();
    });

    const { title, param } = o.createDialog;
    it.each(o.canCreate)(`offers ${o.createLabel} to the role %s, which opens '${title}' kept in the URL`, async (role) => {
      mockFetch(answer('GET', o.apiPath, pageOf([o.row])));
      signInAs(role);
      renderList();
      await userEvent.click(await screen.findByRole('button', { name: new RegExp(o.createLabel) }));
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
      expect(screen.getByTestId('current-url')).toHaveTextContent(`${o.route}?${param}=new`);
    });

    it.each(o.viewOnly)(`shows the list without ${o.createLabel} to the role %s`, async (role) => {
      mockFetch(answer('GET', o.apiPath, pageOf([o.row])));
      signInAs(role);
      renderList();
      await screen.findByText(o.rowText);
      expect(screen.queryByRole('button', { name: new RegExp(o.createLabel) })).not.toBeInTheDocument();
    });

    it.each(o.noAccess)('does not ask the API for the role %s, which may not see the list', async (role) => {
      const { calls } = mockFetch(answer('GET', o.apiPath, pageOf([o.row])));
      signInAs(role);
      renderList();
      expect(await screen.findByText('Sin acceso')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });
  });
}
