import { registerManifest } from '@banca/kit';
import { answer, callsTo, failing, mockFetch, renderRoute, screen, signInAs, userEvent, within } from '@banca/kit/testing';
import { apiError, fakeUser, userApi } from '../../test/fixtures';
import UserDetailPage from '.';
import { routes } from '../../routes';

const renderDetail = (url: string) => renderRoute(routes['users.detail'], UserDetailPage, url);

beforeEach(() => {
  signInAs('admin');
  registerManifest('users', routes);
});

describe('UserDetailPage', () => {
  it('shows the user of ?id= with the tabs of the user dialog', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderDetail('/admin/user-detail?id=7');

    expect(await screen.findByRole('heading', { name: 'Carolina Méndez' })).toBeInTheDocument();
    expect(screen.getByText('Operador', { selector: '.ant-tag' })).toBeInTheDocument();
    for (const tab of ['Perfil', 'Configuración', 'Módulos', 'Seguridad'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Cuentas de terminal' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Carolina');
    expect(screen.getByLabelText('Zona horaria')).toHaveValue('America/Bogota');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Seguridad' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Intentos fallidos')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Eliminar usuario' })).toBeInTheDocument();
    // Only what is looked at is asked for.
    expect(callsTo(calls, 'v1/users/detail/7/settings')).toHaveLength(0);
    expect(callsTo(calls, 'v1/users/detail/7/modules')).toHaveLength(0);
  });

  it('shows a «Vendedor de Tickets» its «Cuentas de terminal» tab (no other role has it)', async () => {
    const user = fakeUser();
    user.profile = { ...user.profile, role: 'ticket_seller' };
    mockFetch(userApi(user), answer('GET', 'v1/sellers/list', { sellers: [], page: 1, total: 0, totalPages: 1 }));
    renderDetail('/admin/user-detail?id=7');
    await userEvent.click(await screen.findByRole('tab', { name: 'Cuentas de terminal' }));
    expect(await screen.findByText('Ninguna cuenta de terminal vinculada: sus tickets y reportes están vacíos.')).toBeInTheDocument();
  });

  it("links an administrator to the user's history in the audit screen; an operator sees no link", async () => {
    mockFetch(userApi(fakeUser()));
    const { unmount } = renderDetail('/admin/user-detail?id=7');
    const history = await screen.findByRole('link', { name: /Ver historial/ });
    expect(history).toHaveAttribute('href', '/admin/audit?record_type=user&record_id=7');
    await userEvent.click(history);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit');
    unmount();

    signInAs('operator');
    mockFetch(userApi(fakeUser()));
    renderDetail('/admin/user-detail?id=7');
    expect(await screen.findByRole('heading', { name: 'Carolina Méndez' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver historial/ })).not.toBeInTheDocument();
  });

  it('links back to the list', async () => {
    mockFetch(userApi(fakeUser()));
    renderDetail('/admin/user-detail?id=7');
    await userEvent.click(await screen.findByRole('link', { name: /Volver a usuarios/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/);
  });

  it('shows a not-found result, without asking the API, for a missing or unusable id', async () => {
    for (const route of [
      '/admin/user-detail',
      '/admin/user-detail?id=abc',
      '/admin/user-detail?id=0',
      '/admin/user-detail?id=99999999999',
    ]) {
      const { calls } = mockFetch();
      const { unmount } = renderDetail(route);
      expect(await screen.findByText('Usuario no encontrado')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      unmount();
    }
  });

  it('shows a not-found result for an id the server does not know, with a way back', async () => {
    mockFetch(
      answer('GET', 'v1/users/detail/404/profile', apiError(404, 'El usuario no existe.'), 404),
      answer('GET', 'v1/users/detail/404/security', apiError(404, 'El usuario no existe.'), 404),
    );
    renderDetail('/admin/user-detail?id=404');
    expect(await screen.findByText('Usuario no encontrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a usuarios' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/);
  });

  it('shows another error with its message and a retry', async () => {
    mockFetch(failing('v1/users/detail/7/profile', 'El servicio no está disponible.'), userApi(fakeUser()));
    renderDetail('/admin/user-detail?id=7');
    expect(await screen.findByText('El servicio no está disponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('heading', { name: 'Carolina Méndez' })).toBeInTheDocument();
  });

  it('shows an operator the same tabs read-only', async () => {
    signInAs('operator');
    mockFetch(userApi(fakeUser()));
    renderDetail('/admin/user-detail?id=7');
    expect(await screen.findByLabelText('Nombre')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('shows no user to a role that may not see users', async () => {
    const { calls } = mockFetch();
    signInAs('ticket_seller');
    renderDetail('/admin/user-detail?id=7');
    expect(await screen.findByText('Sin acceso')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
