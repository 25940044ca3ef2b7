import { answer, CurrentUrl, describeListBehaviour, mockFetch, renderPage, screen, signInAs, userEvent, within } from '@banca/kit/testing';
import type { BoothRow } from '@banca/contracts';
import BoothsPage from '.';
import { routes } from '../../routes';

const LIST = 'v1/ticket_booths/list';

const booth = (over: Partial<BoothRow> = {}): BoothRow => ({
  id: 3,
  name: 'Agencia El Ávila',
  email: 'elavila@banca.test',
  location: 'Caracas - El Hatillo',
  amount: 3695.5,
  owner_id: 3,
  owner_name: 'Gustavo Salazar',
  sellers_count: 4,
  cancel_window_minutes: 5,
  currencies: ['USD'],
  blind_count: false,
  ...over,
});

beforeEach(() => signInAs('admin'));

describe('BoothsPage', () => {
  it('shows name, email, location and amount, and a Ver action that opens the booth', async () => {
    mockFetch(
      answer('GET', LIST, {
        booths: [booth(), booth({ id: 4, name: 'Taquilla La Chinita', email: '', location: '', amount: -20 })],
        page: 1,
        total: 2,
        totalPages: 1,
      }),
    );
    renderPage(
      <>
        <BoothsPage />
        <CurrentUrl />
      </>,
      { route: '/admin/booths', path: '/admin/booths' },
    );

    for (const header of ['Nombre', 'Correo', 'Ubicación', 'Monto', 'Acciones']) {
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = screen.getByText('Agencia El Ávila').closest('tr')!;
    expect(within(row).getByText('elavila@banca.test')).toBeInTheDocument();
    expect(within(row).getByText('Caracas - El Hatillo')).toBeInTheDocument();
    expect(within(row).getByText('$3.695,50')).toBeInTheDocument();

    const bare = screen.getByText('Taquilla La Chinita').closest('tr')!;
    expect(within(bare).getAllByText('—')).toHaveLength(2);
    expect(within(bare).getByText('-$20,00')).toBeInTheDocument();
    expect(screen.getByText('2 taquillas')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Ver Agencia El Ávila' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/booths?booth=3');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describeListBehaviour({
  Page: BoothsPage,
  route: routes['booths.list'],
  apiPath: LIST,
  rowsKey: 'booths',
  row: booth(),
  rowText: 'Agencia El Ávila',
  fixedQuery: { limit: '10' },
  searchLabel: 'Buscar taquillas',
  emptyText: 'No hay taquillas disponibles.',
  create: { label: 'Crear taquilla', dialog: { title: 'Crear taquilla', param: 'booth' }, roles: ['admin', 'operator'] },
  viewOnly: ['client'],
  noAccess: ['ticket_seller'],
});
