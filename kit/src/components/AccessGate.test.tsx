import { renderPage, screen, signInAs } from '../testing';
import { AccessGate } from './AccessGate';

const page = <p>Contenido de la página</p>;

describe('AccessGate', () => {
  it('shows the page to a role holding the capability', () => {
    signInAs('operator');
    renderPage(<AccessGate access="sellers:write">{page}</AccessGate>);
    expect(screen.getByText('Contenido de la página')).toBeInTheDocument();
  });

  it('says "Sin acceso" instead of rendering the page to a role without it', () => {
    signInAs('client');
    renderPage(<AccessGate access="sellers:write">{page}</AccessGate>);
    expect(screen.getByText('Sin acceso')).toBeInTheDocument();
    expect(screen.queryByText('Contenido de la página')).not.toBeInTheDocument();
  });

  it('lets no role through to a capability its table does not know (named by a newer remote)', () => {
    signInAs('admin');
    renderPage(<AccessGate access="limits:read">{page}</AccessGate>);
    expect(screen.getByText('Sin acceso')).toBeInTheDocument();
  });
});
