import { answer, callsTo, descriptionValue, failing, mockFetch, renderPage, screen, signInAs, userEvent, within } from '@banca/shared-auth/src/testing';
import type { Profile, UserSecurity } from '@banca/shared-auth';
import UserDetailPage from '.';

const profile: Profile = {
  id: 7,
  auth_user_id: 7,
  username: 'carolina',
  role: 'operator',
  first_name: 'Carolina',
  last_name: 'Méndez',
  document_type: 'ID Card',
  document_number: 'V-31096003',
  email: 'carolina@banca.test',
  phone: '+58 426-4905643',
  language: 'es',
  country: 'CO',
  timezone: 'America/Bogota',
  avatar: null,
  registration_date: '2025-10-17T15:00:00Z',
};

const security: UserSecurity = {
  username: 'carolina',
  email: 'carolina@banca.test',
  loginattempts: 5,
  locked: true,
  isactive: false,
  isverified: true,
  lastlogin: null,
  createdat: '2025-10-17T15:00:00Z',
  deletedat: null,
};

const renderDetail = (route: string) => renderPage(<UserDetailPage />, { route, path: '/admin/user-detail' });


beforeEach(() => signInAs('operator'));

describe('UserDetailPage', () => {
  it('shows the profile and the security of the user of ?id=', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/users/detail/7/profile', profile), answer('GET', 'v1/users/detail/7/security', security));
    renderDetail('/admin/user-detail?id=7');

    expect(await screen.findByRole('heading', { name: 'Carolina Méndez' })).toBeInTheDocument();
    expect(descriptionValue('Tipo de documento')).toHaveTextContent('Cédula de identidad');
    expect(descriptionValue('Número de documento')).toHaveTextContent('V-31096003');
    expect(descriptionValue('Teléfono')).toHaveTextContent('+58 426-4905643');
    expect(descriptionValue('Rol')).toHaveTextContent('Operador');
    expect(descriptionValue('Idioma')).toHaveTextContent('Español');
    expect(descriptionValue('País')).toHaveTextContent('Colombia');
    expect(descriptionValue('Zona horaria')).toHaveTextContent('America/Bogota');
    expect(descriptionValue('Fecha de registro')).toHaveTextContent('17/10/2025');

    const securityCard = (await screen.findByText('Intentos fallidos')).closest('.ant-card')! as HTMLElement;
    expect(descriptionValue('Intentos fallidos')).toHaveTextContent('5');
    expect(within(securityCard).getByText('Inactivo')).toBeInTheDocument();
    expect(within(securityCard).getByText('Bloqueado')).toBeInTheDocument();
    expect(descriptionValue('Verificado')).toHaveTextContent('Sí');
    expect(descriptionValue('Último acceso')).toHaveTextContent('Nunca');
    expect(descriptionValue('Fecha de eliminación')).toHaveTextContent('—');

    expect(callsTo(calls, 'v1/users/detail/7/profile')).toHaveLength(1);
    expect(callsTo(calls, 'v1/users/detail/7/security')).toHaveLength(1);
    // Read-only for now: no write action on the page.
    expect(screen.queryByRole('button', { name: /Guardar|Desbloquear|Eliminar/ })).not.toBeInTheDocument();
  });

  it('links back to the list', async () => {
    mockFetch(answer('GET', 'v1/users/detail/7/profile', profile), answer('GET', 'v1/users/detail/7/security', security));
    renderDetail('/admin/user-detail?id=7');
    await userEvent.click(await screen.findByRole('link', { name: /Volver a usuarios/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/);
  });

  it('shows a not-found result, without asking the API, for a missing or unusable id', async () => {
    for (const route of ['/admin/user-detail', '/admin/user-detail?id=abc', '/admin/user-detail?id=0', '/admin/user-detail?id=99999999999']) {
      const { calls } = mockFetch();
      const { unmount } = renderDetail(route);
      expect(await screen.findByText('Usuario no encontrado')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      unmount();
    }
  });

  it('shows a not-found result for an id the server does not know, with a way back', async () => {
    mockFetch(
      answer('GET', 'v1/users/detail/404/profile', { statusCode: 404, error: 'Not Found', message: 'El usuario no existe.' }, 404),
      answer('GET', 'v1/users/detail/404/security', { statusCode: 404, error: 'Not Found', message: 'El usuario no existe.' }, 404),
    );
    renderDetail('/admin/user-detail?id=404');
    expect(await screen.findByText('Usuario no encontrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a usuarios' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/);
  });

  it('shows another error with its message and a retry', async () => {
    mockFetch(
      failing('v1/users/detail/7/profile', 'El servicio no está disponible.'),
      answer('GET', 'v1/users/detail/7/profile', profile),
      answer('GET', 'v1/users/detail/7/security', security),
    );
    renderDetail('/admin/user-detail?id=7');
    expect(await screen.findByText('El servicio no está disponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('heading', { name: 'Carolina Méndez' })).toBeInTheDocument();
  });

  it('shows no user to a role that may not see users', async () => {
    const { calls } = mockFetch();
    signInAs('ticket_seller');
    renderDetail('/admin/user-detail?id=7');
    expect(await screen.findByText('Sin acceso')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
