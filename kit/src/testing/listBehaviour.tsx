/**
 * The behaviour every server-paginated list shares, as one suite each list runs with its own
 * page, API path and texts: the search debounce, pages in the URL (a page change is a new history
 * entry, a search is not), the empty, error and loading states, and who sees the create button.
 */
import { authStore } from '@banca/shared-auth';
import type { Role } from '@banca/contracts';
import { answer, mockFetch, type Responder } from '@banca/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccessGate } from '../components/AccessGate';
import type { PageRoute } from '../routes';
import { callsTo, failing, queryOf } from './calls';
import { CurrentUrl, renderPage, signInAs } from './render';

export interface ListBehaviourOptions {
  Page: ComponentType;
  /** The page's entry of its route manifest: where it is mounted and the capability it needs. */
  route: Pick<PageRoute, 'path' | 'access'>;
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
  /**
   * The list's create button (`label`), the dialog it opens (kept in the URL as `?<param>=new`)
   * and the roles that see it. A list without one leaves this out.
   */
  create?: { label: string; dialog: { title: string; param: string }; roles: Role[] };
  /** Roles that see the list without the create button, and roles that may not see the list (its manifest's `access`). */
  viewOnly: Role[];
  noAccess: Role[];
  /** Answers for the other calls the page makes besides its list (a filter's options). */
  otherAnswers?: Responder[];
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
  const others = o.otherAnswers ?? [];
  const mockList = (...responders: Responder[]) => mockFetch(...responders, ...others);
  const firstRole = o.create?.roles[0] ?? o.viewOnly[0];
  const path = o.route.path;
  // Behind the door its manifest names, as the host mounts it.
  const renderList = (url = path) =>
    renderPage(
      <>
        <AccessGate access={o.route.access}>
          <o.Page />
        </AccessGate>
        <CurrentUrl />
        <BackButton />
      </>,
      { route: url, path },
    );

  describe('as a server-paginated list', () => {
    beforeEach(() => {
      window.sessionStorage.clear();
      authStore.getState().clearSession();
      signInAs(firstRole);
    });

    it('sends the search 300 ms after the last key, only when not empty, and goes back to page 1', async () => {
      const { calls } = mockList(answer('GET', o.apiPath, pageOf([o.row], { page: 3, totalPages: 4, total: 40 })));
      renderList(`${path}?page=3`);
      await screen.findByText(o.rowText);
      expect(queryOf(callsTo(calls, o.apiPath)[0])).toEqual(expected({ page: '3' }));

      const box = screen.getByRole('textbox', { name: o.searchLabel });
      await userEvent.type(box, 'ana');
      // Nothing is sent while typing.
      expect(callsTo(calls, o.apiPath).filter((call) => 'search' in queryOf(call))).toHaveLength(0);

      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${path}?search=ana`));
      await waitFor(() => expect(lastCall(calls)).toEqual(expected({ page: '1', search: 'ana' })));
      // One search for the whole word, not one per key.
      expect(callsTo(calls, o.apiPath).filter((call) => 'search' in queryOf(call))).toHaveLength(1);

      // Emptying the box drops `search` from the call and from the URL.
      await userEvent.clear(box);
      await waitFor(() => expect(screen.getByTestId('current-url').textContent).toBe(path));
      await waitFor(() => expect(lastCall(calls)).toEqual(expected({ page: '1' })));
    });

    it('asks for page 2 and writes it to the URL', async () => {
      const { calls } = mockList(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 3, total: 25 })));
      renderList();
      await screen.findByText(o.rowText);
      expect(screen.getByTitle('Página anterior')).toBeInTheDocument();
      expect(screen.getByTitle('Página siguiente')).toBeInTheDocument();

      await userEvent.click(screen.getByTitle('2'));
      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${path}?page=2`));
      await waitFor(() => expect(lastCall(calls)).toEqual(expected({ page: '2' })));
      await waitFor(() => expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active'));
    });

    it('makes a page change a history entry of its own, and a search not one', async () => {
      mockList(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 3, total: 25 })));
      renderList();
      await screen.findByText(o.rowText);
      await userEvent.click(screen.getByTitle('2'));
      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${path}?page=2`));
      await userEvent.type(screen.getByRole('textbox', { name: o.searchLabel }), 'ana');
      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${path}?search=ana`));
      // Back leaves the search, which took the place of page 2, for the list as it was first.
      await userEvent.click(screen.getByRole('button', { name: 'Atrás (prueba)' }));
      await waitFor(() => expect(screen.getByTestId('current-url').textContent).toBe(path));
    });

    it('reads page and search from the URL on load', async () => {
      const { calls } = mockList(answer('GET', o.apiPath, pageOf([o.row], { page: 2, totalPages: 2, total: 11 })));
      renderList(`${path}?page=2&search=p%C3%A9rez`);
      await screen.findByText(o.rowText);
      expect(queryOf(callsTo(calls, o.apiPath)[0])).toEqual(expected({ page: '2', search: 'pérez' }));
      expect(screen.getByRole('textbox', { name: o.searchLabel })).toHaveValue('pérez');
      expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    });

    it('uses an ellipsis beyond 5 pages, and shows every page button up to 5', async () => {
      mockList(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 12, total: 120 })));
      const { unmount } = renderList();
      await screen.findByText(o.rowText);
      expect(document.querySelector('.ant-pagination-jump-next')).not.toBeNull();
      expect(screen.getByTitle('12')).toBeInTheDocument();
      unmount();

      mockList(answer('GET', o.apiPath, pageOf([o.row], { totalPages: 5, total: 50 })));
      renderList();
      await screen.findByText(o.rowText);
      expect(document.querySelector('.ant-pagination-jump-next')).toBeNull();
      for (const n of ['1', '2', '3', '4', '5']) expect(screen.getByTitle(n)).toBeInTheDocument();
    });

    it('moves a page beyond the last one to the last one', async () => {
      const { calls } = mockList(
        (call) => (queryOf(call).page === '9' ? { body: pageOf([], { page: 9, totalPages: 3, total: 25 }) } : undefined),
        answer('GET', o.apiPath, pageOf([o.row], { page: 3, totalPages: 3, total: 25 })),
      );
      renderList(`${path}?page=9`);
      await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`${path}?page=3`));
      await screen.findByText(o.rowText);
      expect(lastCall(calls)).toEqual(expected({ page: '3' }));
    });

    it('shows a loading table, then the empty text when there are no rows', async () => {
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (release = resolve));
      const { calls } = mockList(answer('GET', o.apiPath, pageOf([], { totalPages: 1, total: 0 })));
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
      expect(callsTo(calls, o.apiPath)).toHaveLength(1);
    });

    it('shows the error message and loads again on Reintentar', async () => {
      mockList(failing(o.apiPath, 'El servicio no está disponible.'), answer('GET', o.apiPath, pageOf([o.row])));
      renderList();
      expect(await screen.findByText('El servicio no está disponible.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
      expect(await screen.findByText(o.rowText)).toBeInTheDocument();
      expect(screen.queryByText('El servicio no está disponible.')).not.toBeInTheDocument();
    });

    const create = o.create;
    if (create) {
      const { title, param } = create.dialog;
      it.each(create.roles)(`offers ${create.label} to the role %s, which opens '${title}' kept in the URL`, async (role) => {
        mockList(answer('GET', o.apiPath, pageOf([o.row])));
        signInAs(role);
        renderList();
        await userEvent.click(await screen.findByRole('button', { name: new RegExp(create.label) }));
        expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
        expect(screen.getByTestId('current-url')).toHaveTextContent(`${path}?${param}=new`);
      });
    }

    it.each(o.viewOnly)(`shows the list${create ? ` without ${create.label}` : ''} to the role %s`, async (role) => {
      mockList(answer('GET', o.apiPath, pageOf([o.row])));
      signInAs(role);
      renderList();
      await screen.findByText(o.rowText);
      if (create) expect(screen.queryByRole('button', { name: new RegExp(create.label) })).not.toBeInTheDocument();
    });

    // it.each needs at least one case; a list every role may see has none.
    if (o.noAccess.length > 0) {
      it.each(o.noAccess)('does not ask the API for the role %s, which may not see the list', async (role) => {
        const { calls } = mockList(answer('GET', o.apiPath, pageOf([o.row])));
        signInAs(role);
        renderList();
        expect(await screen.findByText('Sin acceso')).toBeInTheDocument();
        expect(calls).toHaveLength(0);
      });
    }
  });
}

/** The browser's Back, as a button the tests can press. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Atrás (prueba)
    </button>
  );
}
