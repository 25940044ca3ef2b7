import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRuntimeConfig } from '@banca/shared-auth';
import { remoteRoutesOf } from '@banca/kit/routes';
import { mockFetch, render, screen, waitFor } from '@banca/kit/testing';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { documentNavigation } from '../components/LoadAsDocument';
import { TerminalApp } from './TerminalApp';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

const ENTRY = '/remotes/terminal/mf-manifest.json';
const TERMINAL_ROUTES = remoteRoutesOf('terminal', {
  'terminal.sell': { path: '/taquilla', page: 'sell', title: 'Vender', subtitle: 'Sorteos abiertos', access: 'terminal' },
});

let assign: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  setRuntimeConfig({ apiUrl: '/api', remotes: { terminal: ENTRY } });
  assign = jest.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
  mockFetch((call) => (new URL(call.url).pathname === '/remotes/terminal/routes.json' ? { body: TERMINAL_ROUTES } : undefined));
});
afterEach(() => {
  assign.mockRestore();
  window.history.replaceState({}, '', '/');
});

describe('the booth terminal’s own app (its entry script, taquilla/index.ts)', () => {
  it('shows the terminal’s page at /taquilla, with no back-office around it', async () => {
    load.mockResolvedValue({ default: () => <p>Ingresa con la cuenta de la taquilla</p> });
    window.history.replaceState({}, '', '/taquilla');
    render(<TerminalApp />);
    expect(await screen.findByText('Ingresa con la cuenta de la taquilla')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('terminal/pages/sell');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads an address of the back-office (the staff login) as a new document, the back-office’s page', async () => {
    window.history.replaceState({}, '', '/login?from=taquilla');
    render(<TerminalApp />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?from=taquilla'));
    expect(load).not.toHaveBeenCalled();
  });
});

it('the back-office’s app loads the terminal’s addresses as a new document (the terminal’s page), never inside itself', async () => {
  render(
    <MemoryRouter initialEntries={['/taquilla/premios']}>
      <AppRoutes />
    </MemoryRouter>,
  );
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/taquilla/premios'));
  expect(load).not.toHaveBeenCalled();
});
