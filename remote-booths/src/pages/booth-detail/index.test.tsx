import { registerPages } from '@banca/shared-auth';
import {
  answer,
  boothDetail,
  callsTo,
  descriptionValue,
  failing,
  fastUser,
  findConfirm,
  mockFetch,
  renderPage,
  renderRoute,
  screen,
  signInAs,
  userEvent,
  waitFor,
  within,
} from '@banca/kit/testing';
import { Route, Routes } from 'react-router-dom';
import BoothsPage from '../booths';
import BoothDetailPage from '.';
import { routes } from '../../routes';

const booth = boothDetail;

const renderDetail = (url: string) => renderRoute(routes['booths.detail'], BoothDetailPage, url);

beforeEach(() => {
  signInAs('client');
  // remote-users' audit page, as the host makes it known from that remote's routes.json.
  registerPages('host', [{ id: 'users.audit', path: '/admin/audit', title: 'Auditoría', access: 'audit:read' }]);
});

describe('BoothDetailPage', () => {
  it("links an administrator to the booth's history in the audit screen, and nobody else", async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/detail/1', booth));
    const { unmount } = renderDetail('/admin/booth-detail?id=1');
    expect(await screen.findByRole('heading', { name: 'Agencia La Fortuna' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver historial/ })).not.toBeInTheDocument();
    unmount();

    signInAs('admin');
    mockFetch(answer('GET', 'v1/ticket_booths/detail/1', booth));
    renderDetail('/admin/booth-detail?id=1');
    const history = await screen.findByRole('link', { name: /Ver historial/ });
    expect(history).toHaveAttribute('href', '/admin/audit?record_type=booth&record_id=1');
  });

  it('shows the booth, read-only to a client, with its sellers', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/ticket_booths/detail/1', booth));
    renderDetail('/admin/booth-detail?id=1');

    expect(await screen.findByRole('heading', { name: 'Agencia La Fortuna' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Agencia La Fortuna');
    expect(screen.getByLabelText('Correo')).toHaveValue('lafortuna@banca.test');
    expect(screen.getByLabelText('Ubicación')).toHaveValue('Caracas - Chacao');
    for (const label of ['Nombre', 'Correo', 'Ubicación']) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(descriptionValue('Monto vendido')).toHaveTextContent('$1.215,00');
    // Its owner, read-only: a client sees that the booth is its own.
    expect(screen.getByLabelText('Propietario')).toHaveValue('Gustavo Salazar');
    expect(screen.getByLabelText('Propietario')).toBeDisabled();
    expect(screen.getByLabelText('Minutos para anular')).toHaveValue('5');
    expect(screen.queryByRole('button', { name: /Actualizar|Eliminar taquilla|Agregar vendedor/ })).not.toBeInTheDocument();

    expect(screen.getByText('Vendedores (2)')).toBeInTheDocument();
    const active = screen.getByText('Yelitza Pérez').closest('tr')!;
    expect(within(active).getByText('yelitza@banca.test')).toBeInTheDocument();
    expect(within(active).getByText('Activo')).toBeInTheDocument();
    const inactive = screen.getByText('Luis Rojas').closest('tr')!;
    expect(within(inactive).getByText('Inactivo')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/ticket_booths/detail/1')).toHaveLength(1);
  });

  it('lets an operator manage the booth on its page, and returns to the list once it is deleted', async () => {
    signInAs('operator');
    const user = fastUser();
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/detail/1', booth),
      answer('DELETE', 'v1/ticket_booths/detail/1', { ok: true }),
      answer('GET', 'v1/ticket_booths/list', { booths: [], page: 1, total: 0, totalPages: 1 }),
    );
    renderDetail('/admin/booth-detail?id=1');
    expect(await screen.findByRole('heading', { name: 'Agencia La Fortuna' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toBeEnabled();
    expect(screen.getByRole('button', { name: /Agregar vendedor/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Yelitza Pérez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Eliminar taquilla/ }));
    await user.click(within(await findConfirm('Confirmar eliminación')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Taquilla eliminada correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/booths$/));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the booth’s «Plan de premios» below it, read-only to a client', async () => {
    mockFetch(
      answer('GET', 'v1/ticket_booths/detail/1', booth),
      answer('GET', 'v1/ticket_booths/detail/1/prize-plan/games', [
        {
          game_type_id: 11,
          module_name: 'Lotería Nacional',
          name: 'Terminal',
          payout: 90,
          commission_percentage: null,
          inherited_payout: 80,
          inherited_commission_percentage: 12.5,
        },
      ]),
    );
    renderDetail('/admin/booth-detail?id=1');
    expect(await screen.findByRole('heading', { name: 'Plan de premios' })).toBeInTheDocument();
    expect(await screen.findByText('Lotería Nacional · Terminal')).toBeInTheDocument();
    expect(screen.getByText('90×')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar el plan/ })).not.toBeInTheDocument();
  });

  it('says so when the booth has no sellers', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/detail/1', { ...booth, owner_name: null, sellers: [], sellers_count: 0 }));
    renderDetail('/admin/booth-detail?id=1');
    expect(await screen.findByText('Esta taquilla no tiene vendedores asignados.')).toBeInTheDocument();
    expect(screen.getByText('Vendedores (0)')).toBeInTheDocument();
  });

  it('shows a not-found result, without asking the API, for a missing or unusable id', async () => {
    for (const route of ['/admin/booth-detail', '/admin/booth-detail?id=x1', '/admin/booth-detail?id=-4']) {
      const { calls } = mockFetch();
      const { unmount } = renderDetail(route);
      expect(await screen.findByText('Taquilla no encontrada')).toBeInTheDocument();
      expect(calls).toHaveLength(0);
      unmount();
    }
  });

  it('shows a not-found result for a booth the server does not know (or not of this client), with a way back', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/detail/5', { statusCode: 404, error: 'Not Found', message: 'La taquilla no existe.' }, 404));
    renderDetail('/admin/booth-detail?id=5');
    expect(await screen.findByText('Taquilla no encontrada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a taquillas' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/booths$/);
  });

  it('shows another error with its message and a retry', async () => {
    mockFetch(failing('v1/ticket_booths/detail/1', 'El servicio no está disponible.'), answer('GET', 'v1/ticket_booths/detail/1', booth));
    renderDetail('/admin/booth-detail?id=1');
    expect(await screen.findByText('El servicio no está disponible.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByRole('heading', { name: 'Agencia La Fortuna' })).toBeInTheDocument();
  });

  it('opens from the booth dialog of the list, and comes back to the page of the list it was opened from', async () => {
    mockFetch(
      answer('GET', 'v1/ticket_booths/list', { booths: [booth], page: 2, total: 12, totalPages: 2 }),
      answer('GET', 'v1/ticket_booths/detail/1', booth),
    );
    renderPage(
      <Routes>
        <Route path="/admin/booths" element={<BoothsPage />} />
        <Route path="/admin/booth-detail" element={<BoothDetailPage />} />
      </Routes>,
      { route: '/admin/booths?page=2' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ver Agencia La Fortuna' }));
    await userEvent.click(await screen.findByRole('link', { name: /Abrir en página completa/ }));
    expect(await screen.findByRole('heading', { name: 'Agencia La Fortuna' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: /Volver a taquillas/ }));
    expect(await screen.findByTitle('2')).toHaveClass('ant-pagination-item-active');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no booth to a role that may not see booths', async () => {
    const { calls } = mockFetch();
    signInAs('ticket_seller');
    renderDetail('/admin/booth-detail?id=1');
    expect(await screen.findByText('Sin acceso')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
