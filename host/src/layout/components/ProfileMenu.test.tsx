import { answer, fireEvent, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { authStore } from '@banca/shared-auth';
import { resetEnvironment, signInAs } from '../../test/environment';
import { profileOf } from '../../test/fixtures';
import { ProfileMenu } from './ProfileMenu';

beforeEach(() => resetEnvironment());

function renderProfileMenu(profile = profileOf('admin')) {
  signInAs(profile);
  const server = mockFetch(answer('GET', 'v1/auth/profile', profile), answer('POST', 'v1/auth/logout', { ok: true }));
  renderPage(<ProfileMenu />, { route: '/', path: '/' });
  return server;
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Perfil de/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ProfileMenu', () => {
  it('shows the initials, the name and the e-mail', () => {
    renderProfileMenu();
    expect(screen.getByText('AP')).toBeInTheDocument();
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('ana.perez@banca.test')).toBeInTheDocument();
  });

  it("shows '--' for what is not known", () => {
    mockFetch(answer('GET', 'v1/auth/profile', { statusCode: 500, message: 'Error' }, 500));
    authStore.getState().setSession('tok');
    renderPage(<ProfileMenu />, { route: '/', path: '/' });
    expect(screen.getAllByText('--')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Perfil de -- --' })).toBeInTheDocument();
  });

  it('is named by the name and e-mail it shows (no separate label), after "Perfil de" for screen readers', () => {
    renderProfileMenu();
    const button = screen.getByRole('button', { name: 'Perfil de Ana Pérez ana.perez@banca.test' });
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('compact (the avatar only), is named "Perfil de" and the name', () => {
    signInAs(profileOf('admin'));
    mockFetch(answer('GET', 'v1/auth/profile', profileOf('admin')));
    renderPage(<ProfileMenu compact />, { route: '/', path: '/' });
    expect(screen.getByRole('button', { name: 'Perfil de Ana Pérez' })).toBeInTheDocument();
  });

  it.each([
    ['Mi perfil', '/profile'],
    ['Mensajes', '/messages'],
  ])('"%s" opens %s', async (item, path) => {
    renderProfileMenu();
    await choose(item);
    expect(await screen.findByTestId('location')).toHaveTextContent(path);
  });

  it('"Cerrar sesión" asks first; "Cancelar" leaves the session alone', async () => {
    const { calls } = renderProfileMenu();
    await choose('Cerrar sesión');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cierre de sesión' });
    expect(within(dialog).getByText('¿Estás seguro de que deseas cerrar sesión?')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.endsWith('/v1/auth/logout'))).toBe(false);
    expect(authStore.getState().accessToken).toBe('tok');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('on confirm, signs out on the server and goes to /login', async () => {
    const { calls } = renderProfileMenu();
    await choose('Cerrar sesión');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    const logout = calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/v1/auth/logout'));
    expect(logout?.headers.get('authorization')).toBe('Bearer tok');
    expect(authStore.getState().accessToken).toBeNull();
  });
});
