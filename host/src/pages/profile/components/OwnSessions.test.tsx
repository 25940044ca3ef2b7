import type { SessionRow } from '@banca/contracts';
import { findDialog, mockFetch, renderPage, screen, userEvent, waitFor, within } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../../test/environment';
import { profileOf } from '../../../test/fixtures';
import { OwnSessions } from './OwnSessions';

const session = (over: Partial<SessionRow>): SessionRow => ({
  id: 1,
  created_at: '2026-11-20T13:00:00.000Z',
  last_seen_at: '2026-11-20T14:45:00.000Z',
  expires_at: '2026-11-21T01:00:00.000Z',
  address: '190.202.10.4',
  user_agent: null,
  browser: 'Chrome 124 en Android',
  current: false,
  ...over,
});

/** The API of one's own sessions, kept in memory: what an end removes, the next read no longer lists. */
function ownSessionsApi() {
  let sessions = [
    session({ id: 9, browser: 'Firefox 126 en Windows', address: '10.0.0.7', current: true }),
    session({ id: 8, browser: 'Chrome 124 en Android' }),
    session({ id: 7, browser: 'Safari 17 en iPhone', address: '200.1.2.3' }),
  ];
  return mockFetch((call) => {
    const path = new URL(call.url).pathname;
    if (path === '/api/v1/auth/sessions' && call.method === 'GET') return { body: { sessions } };
    if (path === '/api/v1/auth/sessions' && call.method === 'DELETE') {
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { body: { ended } };
    }
    const one = path.match(/^\/api\/v1\/auth\/sessions\/(\d+)$/);
    if (one && call.method === 'DELETE') {
      sessions = sessions.filter((s) => s.id !== Number(one[1]));
      return { body: { ended: 1 } };
    }
    return undefined;
  });
}

const writes = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, new URL(call.url).pathname]);

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('client'));
});

describe('OwnSessions ("Mi perfil")', () => {
  it('lists my sessions, marks this one and offers no way to end it here', async () => {
    ownSessionsApi();
    renderPage(<OwnSessions />);
    const current = (await screen.findByText('Firefox 126 en Windows')).closest('tr')!;
    expect(within(current).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    const other = screen.getByText('Safari 17 en iPhone').closest('tr')!;
    expect(within(other).getByText('200.1.2.3')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: /Cerrar la sesión de Safari 17 en iPhone/ })).toBeEnabled();
  });

  it('ends another session after its confirmation', async () => {
    const { calls } = ownSessionsApi();
    renderPage(<OwnSessions />);
    const other = (await screen.findByText('Chrome 124 en Android')).closest('tr')!;
    await userEvent.click(within(other).getByRole('button', { name: /Cerrar la sesión de Chrome 124 en Android/ }));
    const dialog = await findDialog('Confirmar cierre de sesión');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.queryByText('Chrome 124 en Android')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([['DELETE', '/api/v1/auth/sessions/8']]);
  });

  it('ends all the others, keeping this one', async () => {
    const { calls } = ownSessionsApi();
    renderPage(<OwnSessions />);
    await screen.findByText('Chrome 124 en Android');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar las demás' }));
    const dialog = await findDialog('Confirmar cierre de sesiones');
    expect(dialog).toHaveTextContent('Esta sesión sigue abierta.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar las demás' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 en iPhone')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox 126 en Windows')).toBeInTheDocument();
    expect(writes(calls)).toEqual([['DELETE', '/api/v1/auth/sessions']]);
    expect(screen.getByRole('button', { name: 'Cerrar las demás' })).toBeDisabled();
  });
});
