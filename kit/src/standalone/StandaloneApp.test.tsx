import { render, screen, signInAs } from '../testing';
import type { RouteManifest } from '../routes';
import { StandaloneApp } from './StandaloneApp';

const routes = {
  'users.list': { path: '/', page: 'users', title: 'Usuarios', subtitle: 'Gestión de usuarios', access: 'users:read' },
} satisfies RouteManifest;

describe('StandaloneApp', () => {
  it('opens a page for a role holding the capability its manifest names', async () => {
    signInAs('operator');
    const loadPage = jest.fn(async () => ({ default: () => <p>Lista de usuarios</p> }));
    render(<StandaloneApp name="Usuarios" routes={routes} loadPage={loadPage} />);
    expect(await screen.findByText('Lista de usuarios')).toBeInTheDocument();
  });

  it('says "Sin acceso" to a role without it, without loading the page', async () => {
    // Another session: the standalone app's query client lives as long as the page.
    signInAs('client', 'client-token');
    const loadPage = jest.fn(async () => ({ default: () => <p>Lista de usuarios</p> }));
    render(<StandaloneApp name="Usuarios" routes={routes} loadPage={loadPage} />);
    expect(await screen.findByText('Sin acceso')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
