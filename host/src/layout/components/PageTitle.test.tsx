import { renderPage } from '@banca/shared-auth/src/test-utils';
import { screen } from '@testing-library/react';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it.each([
    ['/', 'Dashboard', 'Resumen general'],
    ['/admin/users', 'Usuarios', 'Gestión de usuarios'],
    ['/admin/users/anything', 'Usuarios', 'Gestión de usuarios'],
    ['/admin/sellers', 'Vendedores', 'Gestión de vendedores'],
    ['/admin/booths', 'Taquillas', 'Gestión de taquillas'],
    ['/draw/draws', 'Sorteos', 'Listado de sorteos'],
    ['/games/games', 'Juegos', 'Listado de juegos'],
    ['/tickets/tickets', 'Tickets', 'Listado de tickets'],
    ['/reports/reports', 'Reportes', 'Listado de reportes'],
    ['/user-hierarchy/hierarchy-list', 'Jerarquía de Usuarios', 'Listado de jerarquía de usuarios'],
    ['/profile', 'Mi perfil', 'Tus datos de acceso'],
    ['/messages', 'Mensajes', 'Mensajes y notificaciones'],
  ])('%s → %s / %s', (route, title, subtitle) => {
    renderPage(<PageTitle />, { route, path: '/*' });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
  });

  it('is empty for a route without a title', () => {
    renderPage(<PageTitle />, { route: '/no-existe', path: '/*' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(document.body.textContent).toBe('');
  });
});
