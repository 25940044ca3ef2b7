import {
  answer,
  currentQuery,
  fireEvent,
  mockFetch,
  queryOf,
  type RecordedCall,
  renderAt,
  renderRoute,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import { hierarchy } from '../../test/fixtures';
import { AMOUNT_HELP } from '../../features/hierarchy/HierarchyTable';
import HierarchyPage from '.';
import { routes } from '../../routes';

beforeEach(() => signInAs('admin'));

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.includes('v1/hierarchy/list'));

describe('HierarchyPage', () => {
  it('shows the tree with the top level open, its columns, and one word per row for the person: the role', async () => {
    mockFetch(answer('GET', /^v1\/hierarchy\/list/, { nodes: hierarchy }));
    renderAt(<HierarchyPage />, '/user-hierarchy/hierarchy-list');

    const root = (await screen.findByText('Administrador Principal')).closest('tr')!;
    expect(within(root).getByText('user-1@banca.test')).toBeInTheDocument();
    expect(within(root).getByText('Caracas')).toBeInTheDocument();
    expect(within(root).getByText('$1.250,50')).toBeInTheDocument();
    expect(within(root).getAllByText('Administrador')).toHaveLength(1);
    expect(within(root).getByRole('link', { name: 'Ver Administrador Principal' })).toHaveAttribute(
      'href',
      '/user-hierarchy/hierarchy-detail?id=user-1',
    );

    const client = screen.getByText('Gustavo Salazar').closest('tr')!;
    // A client is a client: no second word (a level tag) beside it.
    expect(within(client).getByText('Cliente')).toBeInTheDocument();
    expect(within(client).queryByText('Sub-administrador')).not.toBeInTheDocument();
    expect(screen.getByText('Carolina Méndez').closest('tr')).toHaveTextContent('Operador');
    // the third level stays closed
    expect(screen.queryByText('Yelitza Pérez')).not.toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('5 usuarios');
    // One column, two figures: the header says which is which.
    expect(screen.getByRole('columnheader', { name: `Monto ${AMOUNT_HELP}` })).toBeInTheDocument();
  });

  it("'Expandir todo' opens every branch and 'Contraer todo' closes them", async () => {
    mockFetch(answer('GET', /^v1\/hierarchy\/list/, { nodes: hierarchy }));
    renderAt(<HierarchyPage />, '/user-hierarchy/hierarchy-list');
    await screen.findByText('Administrador Principal');

    fireEvent.click(screen.getByRole('button', { name: 'Expandir todo' }));
    const seller = (await screen.findByText('Yelitza Pérez')).closest('tr')!;
    expect(within(seller).getByText('Vendedor de Tickets')).toBeInTheDocument();
    expect(within(seller).queryByText('Vendedor')).not.toBeInTheDocument();
    const account = screen.getByText('Caja Chacao').closest('tr')!;
    expect(within(account).getAllByText('Vendedor')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Contraer todo' }));
    await waitFor(() => expect(screen.queryByText('Gustavo Salazar')).not.toBeInTheDocument());
    expect(screen.getByText('Administrador Principal')).toBeInTheDocument();
  });

  it('expands one branch from its row', async () => {
    mockFetch(answer('GET', /^v1\/hierarchy\/list/, { nodes: hierarchy }));
    renderAt(<HierarchyPage />, '/user-hierarchy/hierarchy-list');
    const client = (await screen.findByText('Gustavo Salazar')).closest('tr')!;
    fireEvent.click(within(client).getByRole('button', { name: /expandir|expand/i }));
    expect(await screen.findByText('Yelitza Pérez')).toBeInTheDocument();
  });

  it('searches on the server after a pause, keeps the search in the URL and opens every match', async () => {
    const { calls } = mockFetch((call) => {
      if (!call.url.includes('v1/hierarchy/list')) return undefined;
      const search = new URL(call.url).searchParams.get('search');
      return { body: { nodes: search ? [{ ...hierarchy[0], children: [hierarchy[0].children[1]] }] : hierarchy } };
    });
    renderAt(<HierarchyPage />, '/user-hierarchy/hierarchy-list');
    await screen.findByText('Carolina Méndez');

    fireEvent.change(screen.getByLabelText('Buscar en la jerarquía'), { target: { value: 'yelitza' } });
    await waitFor(() => expect(currentQuery()).toEqual({ search: 'yelitza' }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!)).toEqual({ search: 'yelitza' }));
    expect(await screen.findByText('Yelitza Pérez')).toBeInTheDocument();
    expect(screen.queryByText('Carolina Méndez')).not.toBeInTheDocument();
  });

  it('reads the search from the URL', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/hierarchy\/list/, { nodes: [] }));
    renderAt(<HierarchyPage />, '/user-hierarchy/hierarchy-list?search=zulia');
    expect(await screen.findByText('No hay usuarios que coincidan con «zulia».')).toBeInTheDocument();
    expect(queryOf(listCalls(calls)[0])).toEqual({ search: 'zulia' });
    expect(screen.getByLabelText('Buscar en la jerarquía')).toHaveValue('zulia');
  });

  it('shows the error with a retry', async () => {
    mockFetch(answer('GET', /^v1\/hierarchy\/list/, { message: 'No se pudo cargar la jerarquía.' }, 500));
    renderAt(<HierarchyPage />, '/user-hierarchy/hierarchy-list');
    expect(await screen.findByText('No se pudo cargar la jerarquía.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('HierarchyPage for a ticket seller', () => {
  beforeEach(() => signInAs('ticket_seller'));

  it('says the section is not available and makes no call (a 403 would end the session)', async () => {
    const { calls } = mockFetch();
    renderRoute(routes['catalog.hierarchy'], HierarchyPage);
    expect(await screen.findByText('Tu rol no tiene permiso para ver esta sección.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
