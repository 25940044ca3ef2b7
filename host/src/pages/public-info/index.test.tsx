import { renderPage, screen } from '@banca/kit/testing';
import PublicInfoPage, { PUBLIC_INFO_KINDS } from '.';

describe('PublicInfoPage', () => {
  it.each([
    ['register', 'Registro de cuentas'],
    ['forgot-password', '¿Olvidaste tu contraseña?'],
    ['terms', 'Términos de uso'],
    ['privacy', 'Política de privacidad'],
    ['help', 'Ayuda'],
  ] as const)('/%s shows "%s" and leads back to the login', (kind, title) => {
    renderPage(<PublicInfoPage kind={kind} />, { route: `/${kind}`, path: `/${kind}` });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute('href', '/login');
  });

  it('is offered for every public path', () => {
    expect(PUBLIC_INFO_KINDS).toEqual(['register', 'forgot-password', 'terms', 'privacy', 'help']);
  });
});
