import { answer, fireEvent, mockFetch, render, screen, within } from '@banca/kit/testing';
import { AppProviders } from '@banca/shared-auth';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../app/App';
import { resetEnvironment, signInAs } from '../../test/environment';
import { dashboardSummary, profileOf, shellServer } from '../../test/fixtures';

beforeEach(() => resetEnvironment());

/** The whole route table of the host at `route`. */
function renderApp(route: string) {
  mockFetch(...shellServer(), answer('GET', 'v1/dashboard/summary', dashboardSummary()));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('NotFoundPage', () => {
  it('shows a 404 inside the shell for an unknown path, with a way home', async () => {
    signInAs(profileOf('admin'));
    renderApp('/no-existe');
    // The signed-in routes arrive as a chunk of their own (the first import of the shell is slow here).
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    // Once every remote's routes are known and none claims the path.
    expect(await within(main).findByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText('La página que buscas no existe o fue movida.')).toBeInTheDocument();
    expect(document.querySelector('header')).toBeInTheDocument();
    // nothing in English, not even a drawing's title (a tooltip, and read aloud)
    expect(main).not.toHaveTextContent(/No Found/);
    expect(main.querySelector('svg title')).toBeNull();

    fireEvent.click(within(main).getByRole('button', { name: 'Volver al inicio' }));
    expect(await within(document.querySelector('main')!).findByText('Eventos de ventas')).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page instead', async () => {
    renderApp('/no-existe');
    expect(await screen.findByLabelText('Usuario o correo')).toBeInTheDocument();
    expect(screen.queryByText('Página no encontrada')).not.toBeInTheDocument();
  });
});
