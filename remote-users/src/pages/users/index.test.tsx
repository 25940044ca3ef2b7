import { answer, callsTo, CurrentUrl, mockFetch, queryOf, renderPage, screen, signInAs, userEvent, within } from '@banca/shared-auth/src/testing';
import type { UserRow } from '@banca/shared-auth';
import { Route, Routes } from 'react-router-dom';
import { describeListBehaviour } from '@banca/shared-auth/src/testing';
import UserDetailPage from '../user-detail';
import UsersPage from '.';

const LIST = 'v1/users/list';

const user = (over: Partial<UserRow> = {}): UserRow => ({
  id: 7,
  auth_user_id: 7,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Pérez',
  document_type: 'DNI',
  document_number: 'V-12345678',
  email: 'ana@banca.test',
  avatar: null,
  role: 'admin',
  user_level: 'admin',
  account_balance: 1234.5,
  country: 'VE',
  isactive: true,
  locked: false,
  ...over,
});

const page = (users: UserRow[], { page = 1, totalPages = 1, total = users.length } = {}) => ({ users, page, total, totalPages });

function renderUsers(route = '/admin/users') {
  return renderPage(
    <>
      <UsersPage />
      <CurrentUrl />
    </>,
    { route, path: '/admin/users' },
  );
}

beforeEach(() => signInAs('admin'));

describe('UsersPage', () => {
  it('shows each column under its honest header with formatted values', async () => {
    mockFetch(
      answer('GET', LIST, page([
        user(),
        user({ id: 8, first_name: 'Luis', last_name: 'Gómez', document_type: 'Passport', document_number: 'P-998', email: 'luis@banca.test', user_level: 'seller', account_balance: 0, country: 'ES' }),
      ])),
    );
    renderUsers();

    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    expect(within(row).getByText('DNI V-12345678')).toBeInTheDocument();
    expect(within(row).getByText('ana@banca.test')).toBeInTheDocument();
    expect(within(row).getByText('Administrador')).toBeInTheDocument();
    expect(within(row).getByText('$1.234,50')).toBeInTheDocument();
    expect(within(row).getByText('Venezuela')).toBeInTheDocument();

    const other = screen.getByText('Luis Gómez').closest('tr')!;
    expect(within(other).getByText('Pasaporte P-998')).toBeInTheDocument();
    expect(within(other).getByText('Vendedor')).toBeInTheDocument();
    expect(within(other).getByText('$0,00')).toBeInTheDocument();
    expect(within(other).getByText('España')).toBeInTheDocument();

    for (const header of ['Usuario', 'Correo', 'Rol', 'Saldo', 'País']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('2 usuarios')).toBeInTheDocument();
  });

  it('names every level in Spanish', async () => {
    mockFetch(
      answer('GET', LIST, page([
        user({ id: 1, first_name: 'A', user_level: 'admin' }),
        user({ id: 2, first_name: 'B', user_level: 'advanced' }),
        user({ id: 3, first_name: 'C', user_level: 'intermediate' }),
        user({ id: 4, first_name: 'D', user_level: 'seller' }),
      ])),
    );
    renderUsers();
    for (const label of ['Administrador', 'Avanzado', 'Intermedio', 'Vendedor']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
  });

  it('opens the user from its row (click or Enter)', async () => {
    mockFetch(answer('GET', LIST, page([user()])));
    const { unmount } = renderPage(<UsersPage />, { route: '/admin/users', path: '/admin/users' });
    await userEvent.click(await screen.findByText('Ana Pérez'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/user-detail?id=7');
    unmount();

    renderPage(<UsersPage />, { route: '/admin/users', path: '/admin/users' });
    (await screen.findByText('Ana Pérez')).closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/user-detail?id=7');
  });

  it('comes back from the user to the same page and search of the list', async () => {
    const { calls } = mockFetch(
      answer('GET', LIST, page([user()], { page: 2, totalPages: 2, total: 11 })),
      answer('GET', 'v1/users/detail/7/profile', { ...user(), phone: '', language: 'es', timezone: 'America/Caracas', registration_date: '2026-01-01' }),
      answer('GET', 'v1/users/detail/7/security', { username: 'ana', email: 'ana@banca.test', loginattempts: 0, locked: false, isactive: true, isverified: true, lastlogin: null, createdat: '2026-01-01', deletedat: null }),
    );
    renderPage(
      <>
        <Routes>
          <Route path="/admin/users" element={<UsersPage />} />
          <Route path="/admin/user-detail" element={<UserDetailPage />} />
        </Routes>
        <CurrentUrl />
      </>,
      { route: '/admin/users?search=ana&page=2' },
    );
    await userEvent.click(await screen.findByText('Ana Pérez'));
    await userEvent.click(await screen.findByRole('link', { name: /Volver a usuarios/ }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/users?search=ana&page=2');
    await screen.findByText('Ana Pérez');
    expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({ page: '2', search: 'ana' });
  });
});

describeListBehaviour({
  Page: UsersPage,
  route: '/admin/users',
  apiPath: LIST,
  rowsKey: 'users',
  row: user(),
  rowText: 'Ana Pérez',
  searchLabel: 'Buscar usuarios',
  emptyText: 'No hay usuarios disponibles.',
  createLabel: 'Crear usuario',
  canCreate: ['admin'],
  viewOnly: ['operator'],
  noAccess: ['client', 'ticket_seller'],
});
