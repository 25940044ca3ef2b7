import { answer, mockFetch, renderPage, screen } from '@banca/kit/testing';
import type { Role } from '@banca/contracts';
import { resetEnvironment, signInAs } from '../../test/environment';
import { profileOf } from '../../test/fixtures';
import ProfilePage from '.';

beforeEach(() => resetEnvironment());

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
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
