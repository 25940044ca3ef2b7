import { answer, mockFetch, renderPage, screen, within } from '@banca/kit/testing';
import type { Role } from '@banca/contracts';
import { resetEnvironment, signInAs } from '../../test/environment';
import { knowPages, profileOf } from '../../test/fixtures';
import ProfilePage from '.';

beforeEach(() => {
  resetEnvironment();
  // As the shell does once the remotes' routes are loaded: their pages' links resolve.
  knowPages();
});

function renderProfile(role: Role) {
  const profile = profileOf(role);
  signInAs(profile);
  mockFetch(answer('GET', 'v1/auth/profile', profile));
  renderPage(<ProfilePage />, { route: '/profile', path: '/profile' });
}

const field = (label: string) => screen.getByText(label).closest('.ant-descriptions-item') as HTMLElement;

describe('ProfilePage', () => {
  it.each<[Role, string]>([
    ['admin', 'Administrador'],
    ['operator', 'Operador'],
    ['client', 'Cliente'],
    ['ticket_seller', 'Vendedor de Tickets'],
  ])('names the role %s in Spanish: %s', (role, label) => {
    renderProfile(role);
    expect(field('Rol')).toHaveTextContent(label);
  });

  it("shows the signed-in user's data, read-only", () => {
    renderProfile('admin');
    expect(screen.getByRole('heading', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(field('Usuario')).toHaveTextContent('admin');
    expect(field('Correo electrónico')).toHaveTextContent('ana.perez@banca.test');
    expect(field('Documento')).toHaveTextContent('DNI V-12345678');
    expect(field('Idioma')).toHaveTextContent('Español');
    expect(field('País')).toHaveTextContent('Venezuela');
    expect(field('Zona horaria')).toHaveTextContent('America/Caracas');
    expect(field('Fecha de registro')).toHaveTextContent('17/10/2025');
    // The account's data is shown, not edited here: the only fields are those of the password change.
    const data = screen.getByText('Datos de la cuenta').closest('.ant-card') as HTMLElement;
    expect(within(data).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(data).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers every role the change of its own password', () => {
    renderProfile('ticket_seller');
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('tells an administrator to edit their account in Usuarios, not to contact an administrator', () => {
    renderProfile('admin');
    expect(screen.getByText(/^Para cambiar estos datos, edita/)).toHaveTextContent(
      'Para cambiar estos datos, edita tu cuenta en Usuarios.',
    );
    expect(screen.getByRole('link', { name: 'tu cuenta' })).toHaveAttribute('href', `/admin/user-detail?id=${profileOf('admin').id}`);
    expect(screen.queryByText(/contacta a un administrador/)).not.toBeInTheDocument();
  });

  it('tells the other roles to ask an administrator for changes to their data', () => {
    renderProfile('client');
    expect(screen.getByText('Para cambiar estos datos, contacta a un administrador.')).toBeInTheDocument();
  });
});
