import { answer, fireEvent, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { theme as antdTheme } from 'antd';
import { Route, Routes } from 'react-router-dom';
import DashboardPage from '../../pages/dashboard';
import { resetEnvironment, signInAs } from '../../test/environment';
import { dashboardSummary, profileOf, shellServer } from '../../test/fixtures';
import { Shell } from '../Shell';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

/** The shell with the dashboard, against an API that can be taken down (fetch fails) and back. */
function renderWithApi({ down }: { down: boolean }) {
  const api = { down };
  const { fetchMock } = mockFetch(
    ...shellServer(),
    answer('GET', 'v1/dashboard/summary', dashboardSummary()),
    answer('GET', 'health', { status: 'ok' }),
  );
  const answering = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (api.down) throw new TypeError('Failed to fetch');
    return answering(input, init);
  });
  renderPage(
    <Routes>
      <Route element={<Shell />}>
        <Route path="/" element={<DashboardPage />} />
      </Route>
    </Routes>,
    { route: '/', path: '/*' },
  );
  return api;
}

describe('ConnectionNotice', () => {
  it('shows nothing while the server answers', async () => {
    renderWithApi({ down: false });
    expect(await screen.findByText('$1.234,50')).toBeInTheDocument();
    expect(screen.queryByText('Sin conexión con el servidor')).not.toBeInTheDocument();
  });

  it('says once, in the shell, that the server cannot be reached, and refreshes the page by itself when it answers again', async () => {
    const api = renderWithApi({ down: true });
    expect(await screen.findByText('Sin conexión con el servidor')).toBeInTheDocument();
    const alert = screen.getByTestId('connection-notice');
    expect(alert).toHaveAttribute('role', 'alert');
    // Above an open dialog and its dark mask (antd's popup layer), kept in view while the page scrolls.
    expect(alert).toHaveStyle({ position: 'sticky' });
    expect(Number(alert.style.zIndex)).toBeGreaterThan(antdTheme.getDesignToken().zIndexPopupBase);
    expect(alert).toHaveTextContent(/los datos se actualizarán solos/);
    // the page's own error is there meanwhile; nobody needs to press its "Reintentar"
    expect(await screen.findByText('No se pudo cargar el resumen del día.')).toBeInTheDocument();

    api.down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar ahora' }));
    await waitFor(() => expect(screen.queryByText('Sin conexión con el servidor')).not.toBeInTheDocument());
    expect(await screen.findByText('$1.234,50')).toBeInTheDocument();
    expect(screen.queryByText('No se pudo cargar el resumen del día.')).not.toBeInTheDocument();
  });

  it('keeps open dialogs below it while it shows, so their title and tabs are not under the notice', async () => {
    const api = renderWithApi({ down: true });
    const alert = await screen.findByTestId('connection-notice');
    // antd's dialog layer (its styles are off in these tests): the room the notice leaves above it
    const layer = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'ant-modal-wrap' }));
    const roomAbove = () => Number.parseInt(getComputedStyle(layer).paddingTop || '0', 10) || 0;
    expect(roomAbove()).toBeGreaterThanOrEqual(Number.parseInt(alert.style.top, 10) + alert.getBoundingClientRect().height);
    expect(roomAbove()).toBeGreaterThan(0);

    api.down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar ahora' }));
    await waitFor(() => expect(screen.queryByText('Sin conexión con el servidor')).not.toBeInTheDocument());
    expect(roomAbove()).toBe(0);
    layer.remove();
  });
});
