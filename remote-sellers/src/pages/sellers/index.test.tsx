import { answer, describeListBehaviour, mockFetch, renderPage, screen, sellerRow, signInAs, within } from '@banca/kit/testing';
import SellersPage from '.';
import { routes } from '../../routes';

const LIST = 'v1/sellers/list';

beforeEach(() => signInAs('admin'));

describe('SellersPage', () => {
  it('shows label, username, booth, status, attempts and short dates', async () => {
    mockFetch(
      answer('GET', LIST, {
        sellers: [
          sellerRow(),
          sellerRow({
            id: 2,
            label: 'Víctor Fernández',
            username: 'victor@banca.test',
            ticket_booth_id: null,
            ticket_booth_name: null,
            is_active: false,
            failed_attempts: 5,
            locked: true,
            logged_in_elsewhere: true,
            created_at: '2026-01-02T15:00:00Z',
            updated_at: '2026-02-03T15:00:00Z',
          }),
        ],
        page: 1,
        total: 2,
        totalPages: 1,
      }),
    );
    renderPage(<SellersPage />, { route: '/admin/sellers', path: '/admin/sellers' });

    for (const header of ['Etiqueta', 'Usuario', 'Taquilla', 'Estado', 'Intentos', 'Creado', 'Actualizado']) {
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const active = screen.getByText('Yelitza Pérez').closest('tr')!;
    expect(within(active).getByText('yelitza@banca.test')).toBeInTheDocument();
    expect(within(active).getByText('Agencia La Fortuna')).toBeInTheDocument();
    expect(within(active).getByText('Activo')).toBeInTheDocument();
    expect(within(active).queryByText('Bloqueado')).not.toBeInTheDocument();
    expect(within(active).queryByText('Sesión abierta')).not.toBeInTheDocument();
    expect(within(active).getByText('0')).toBeInTheDocument();
    expect(within(active).getByText('04/04/2025')).toBeInTheDocument();
    expect(within(active).getByText('27/10/2026')).toBeInTheDocument();

    const locked = screen.getByText('Víctor Fernández').closest('tr')!;
    expect(within(locked).getByText('—')).toBeInTheDocument();
    expect(within(locked).getByText('Inactivo')).toBeInTheDocument();
    expect(within(locked).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(locked).getByText('Sesión abierta')).toBeInTheDocument();
    expect(within(locked).getByText('5')).toBeInTheDocument();
    expect(within(locked).getByText('02/01/2026')).toBeInTheDocument();
    expect(within(locked).getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getByText('2 vendedores')).toBeInTheDocument();
  });
});

describeListBehaviour({
  Page: SellersPage,
  route: routes['sellers.list'],
  apiPath: LIST,
  rowsKey: 'sellers',
  row: sellerRow(),
  rowText: 'Yelitza Pérez',
  searchLabel: 'Buscar vendedores',
  emptyText: 'No hay vendedores disponibles.',
  create: { label: 'Crear vendedor', dialog: { title: 'Crear vendedor', param: 'seller' }, roles: ['admin', 'operator'] },
  viewOnly: ['client'],
  noAccess: ['ticket_seller'],
});
