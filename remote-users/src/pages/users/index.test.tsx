import {
  answer,
  callsTo,
  CurrentUrl,
  describeListBehaviour,
  fill,
  mockFetch,
  pickOption,
  queryOf,
  renderPage,
  screen,
  signInAs,
  userEvent,
  waitFor,
  within,
} from '@banca/kit/testing';
import { fakeUser, profile, row, userApi } from '../../test/fixtures';
import UsersPage from '.';
import { routes } from '../../routes';

const LIST = 'v1/users/list';

const page = (users: ReturnType<typeof row>[], { page = 1, totalPages = 1, total = users.length } = {}) => ({
  users,
  page,
  total,
  totalPages,
});

function renderUsers(route = '/admin/users') {
  return renderPage(
    <>
      <UsersPage />
      <CurrentUrl />
    </>,
    { route, path: '/admin/users' },
  );
}

const url = () => screen.getByTestId('current-url');
const closeDialog = async () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Close|Cerrar/ }));

beforeEach(() => signInAs('admin'));

describe('UsersPage', () => {
  it('shows each column under its honest header with formatted values', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          row(),
          row({
            id: 8,
            first_name: 'Luis',
            last_name: 'Gómez',
            document_type: 'Passport',
            document_number: 'P-998',
            email: 'luis@banca.test',
            role: 'ticket_seller',
            user_level: 'seller',
            account_balance: 0,
            country: 'ES',
          }),
        ]),
      ),
    );
    renderUsers();

    const first = (await screen.findByText('Ana Pérez')).closest('tr')!;
    expect(within(first).getByText('DNI V-12345678')).toBeInTheDocument();
    expect(within(first).getByText('ana@banca.test')).toBeInTheDocument();
    expect(within(first).getByText('Administrador')).toBeInTheDocument();
    expect(within(first).getByText('$1.234,50')).toBeInTheDocument();
    expect(within(first).getByText('Venezuela')).toBeInTheDocument();

    const other = screen.getByText('Luis Gómez').closest('tr')!;
    expect(within(other).getByText('Pasaporte P-998')).toBeInTheDocument();
    expect(within(other).getByText('Vendedor de Tickets')).toBeInTheDocument();
    expect(within(other).getByText('$0,00')).toBeInTheDocument();
    expect(within(other).getByText('España')).toBeInTheDocument();

    for (const header of ['Usuario', 'Correo', 'Rol', 'Saldo', 'País']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('2 usuarios')).toBeInTheDocument();
  });

  it('has a search placeholder short enough to be read whole in the box', async () => {
    mockFetch(answer('GET', LIST, page([row()])));
    renderUsers();
    const search = await screen.findByRole('textbox', { name: 'Buscar usuarios' });
    // The box is 320 px wide with its icon and clear button: about 30 characters fit.
    expect(search).toHaveAttribute('placeholder', 'Nombre, documento o correo');
    expect(search.getAttribute('placeholder')!.length).toBeLessThanOrEqual(30);
  });

  it('names each role as the user dialog does, with its level in the badge tooltip', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          row({ id: 1, first_name: 'A', role: 'admin', user_level: 'admin' }),
          row({ id: 2, first_name: 'B', role: 'operator', user_level: 'advanced' }),
          row({ id: 3, first_name: 'C', role: 'client', user_level: 'intermediate' }),
          row({ id: 4, first_name: 'D', role: 'ticket_seller', user_level: 'seller' }),
        ]),
      ),
    );
    renderUsers();
    // One name per role: no «nivel Avanzado/Intermedio», no «Vendedor» beside «Vendedor de Tickets».
    for (const role of ['Administrador', 'Operador', 'Cliente', 'Vendedor de Tickets']) {
      expect(await screen.findByText(role, { selector: '.ant-tag' })).toBeInTheDocument();
    }
    expect(screen.queryByText(/Avanzado|Intermedio|nivel/)).not.toBeInTheDocument();
    await userEvent.hover(screen.getByText('Operador', { selector: '.ant-tag' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Operador: ve todo y opera el día; no crea usuarios');
  });

  it('opens the user dialog from a row (click or Enter), kept in the URL with the page and search', async () => {
    mockFetch(
      answer('GET', LIST, page([row()], { page: 2, totalPages: 3, total: 25 })),
      userApi(fakeUser({ profile: profile({ id: 7 }) })),
    );
    renderUsers('/admin/users?search=ana&page=2');
    await userEvent.click(await screen.findByText('Ana Pérez'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Carolina Méndez')).toBeInTheDocument();
    expect(url()).toHaveTextContent('/admin/users?search=ana&page=2&user=7');
    for (const tab of ['Perfil', 'Configuración', 'Módulos', 'Seguridad'])
      expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();

    // Closing without a change keeps the page and the search.
    await closeDialog();
    await waitFor(() => expect(url()).toHaveTextContent(/^\/admin\/users\?search=ana&page=2$/));

    (await screen.findByText('Ana Pérez')).closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(url()).toHaveTextContent('user=7'));
  });

  it('reopens the dialog of the URL on load (a reload or a shared link)', async () => {
    mockFetch(answer('GET', LIST, page([row()])), userApi(fakeUser()));
    renderUsers('/admin/users?user=7');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Carolina')).toBeInTheDocument();
  });

  it('opens the dialog empty from Crear usuario, and after creating shows the new user with every tab', async () => {
    const created = fakeUser({
      profile: profile({
        id: 42,
        first_name: 'Nuevo',
        last_name: 'Usuario',
        email: 'nuevo@banca.test',
        country: 'VE',
        timezone: 'America/Caracas',
      }),
    });
    const { calls } = mockFetch(
      answer('GET', LIST, page([row()], { page: 3, totalPages: 3, total: 25 })),
      answer('POST', 'v1/users/create', { id: 42 }, 201),
      userApi(created),
    );
    renderUsers('/admin/users?page=3');
    await userEvent.click(await screen.findByRole('button', { name: /Crear usuario/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear usuario' });
    expect(url()).toHaveTextContent('/admin/users?page=3&user=new');
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Perfil']);

    await fill(within(dialog).getByLabelText('Nombre'), 'Nuevo');
    await fill(within(dialog).getByLabelText('Apellido'), 'Usuario');
    await fill(within(dialog).getByLabelText('Número de documento'), 'V-1');
    await fill(within(dialog).getByLabelText('Correo'), 'nuevo@banca.test');
    await pickRole(dialog, 'Cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Usuario creado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(url()).toHaveTextContent('/admin/users?page=3&user=42'));
    expect(await within(dialog).findByRole('tab', { name: 'Seguridad' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/se habilitan después de crear el usuario/)).not.toBeInTheDocument();
    expect(callsTo(calls, 'v1/users/create')).toHaveLength(1);

    // The list is asked again (the new user), and closing after a change goes back to page 1.
    const listCalls = callsTo(calls, LIST).length;
    await closeDialog();
    await waitFor(() => expect(url()).toHaveTextContent(/^\/admin\/users$/));
    await waitFor(() => expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({ page: '1' }));
    expect(callsTo(calls, LIST).length).toBeGreaterThan(listCalls);
  });

  it('shows an operator the user read-only, and no Crear usuario; ?user=new opens nothing', async () => {
    signInAs('operator');
    mockFetch(answer('GET', LIST, page([row()])), userApi(fakeUser()));
    const { unmount } = renderUsers('/admin/users?user=new');
    await screen.findByText('Ana Pérez');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Crear usuario/ })).not.toBeInTheDocument();
    unmount();

    renderUsers();
    await userEvent.click(await screen.findByText('Ana Pérez'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Nombre')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});

/** Chooses a role in the dialog's role select. */
const pickRole = (dialog: HTMLElement, label: string) => pickOption(within(dialog).getByLabelText('Rol'), label);

describeListBehaviour({
  Page: UsersPage,
  route: routes['users.list'],
  apiPath: LIST,
  rowsKey: 'users',
  row: row(),
  rowText: 'Ana Pérez',
  searchLabel: 'Buscar usuarios',
  emptyText: 'No hay usuarios disponibles.',
  create: { label: 'Crear usuario', dialog: { title: 'Crear usuario', param: 'user' }, roles: ['admin'] },
  viewOnly: ['operator'],
  noAccess: ['client', 'ticket_seller'],
});
