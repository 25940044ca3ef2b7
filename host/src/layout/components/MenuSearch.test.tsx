import type { SearchResults } from '@banca/contracts';
import { act, answer, callsTo, fireEvent, mockFetch, queryOf, renderPage, screen, waitFor } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../test/environment';
import { ADMIN_MENU, profileOf, remoteRoutesServer } from '../../test/fixtures';
import { MenuSearch } from './MenuSearch';

const NOTHING: SearchResults = { users: [], booths: [], tickets: [] };
const FOUND: SearchResults = {
  users: [
    { id: 7, first_name: 'Ana', last_name: 'Pérez', username: 'ana.perez', email: 'ana.perez@banca.test' },
    { id: 9, first_name: 'Mariana', last_name: 'Ruiz', username: 'mruiz@banca.test', email: 'mruiz@banca.test' },
  ],
  booths: [{ id: 3, name: 'Agencia Ana María', location: 'Caracas' }],
  tickets: [{ id: 41, code: 'TK-ANA-0001' }],
};

let recorded: ReturnType<typeof mockFetch>['calls'];
function serve(results: SearchResults = FOUND) {
  ({ calls: recorded } = mockFetch(
    answer('GET', 'v1/auth/menu', ADMIN_MENU),
    remoteRoutesServer(),
    answer('GET', /^v1\/search\?/, results),
  ));
}

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

const box = () => screen.getByRole('combobox', { name: 'Buscar' });
const optionLabels = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
const groupLabels = () => [...document.querySelectorAll('.ant-select-item-group')].map((group) => group.textContent);
const searches = () => callsTo(recorded, 'v1/search').map((call) => queryOf(call).q);

function renderSearch() {
  renderPage(<MenuSearch />, { route: '/', path: '/' });
}

/** Types `text` into the box once the menu is there (pages are found from it). */
async function type(text: string) {
  await waitFor(() => expect(callsTo(recorded, 'v1/auth/menu').length).toBe(1));
  fireEvent.change(box(), { target: { value: text } });
}

const press = (key: string, keyCode: number) => fireEvent.keyDown(box(), { key, code: key, keyCode });

describe('MenuSearch', () => {
  it('is a combobox named "Buscar" with the placeholder "Buscar…"', () => {
    serve();
    renderSearch();
    expect(box()).toHaveAttribute('placeholder', 'Buscar…');
  });

  it('names its clear button in Spanish ("Limpiar", not the icon\'s name)', async () => {
    serve(NOTHING);
    renderSearch();
    await type('vend');
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeInTheDocument();
    expect(screen.queryByLabelText('close-circle')).not.toBeInTheDocument();
  });

  it('finds the pages of the menu by name, with their section, under "Páginas"', async () => {
    serve(NOTHING);
    renderSearch();
    await type('vend');
    await waitFor(() => expect(optionLabels()).toEqual(['VendedoresAdministración', 'Ventas por vendedorAnálisis']));
    expect(groupLabels()).toEqual(['Páginas']);
  });

  it('finds pages by any word of their name', async () => {
    serve(NOTHING);
    renderSearch();
    await type('usuarios');
    await waitFor(() => expect(optionLabels()).toEqual(['UsuariosAdministración', 'Jerarquía de UsuariosAnálisis']));
  });

  it('ignores accents and case when finding pages', async () => {
    serve(NOTHING);
    renderSearch();
    await type('JERARQUIA');
    await waitFor(() => expect(optionLabels()).toContain('Jerarquía de UsuariosAnálisis'));
  });

  it('asks the server once typing pauses, with the text typed last', async () => {
    serve();
    renderSearch();
    await type('a');
    fireEvent.change(box(), { target: { value: 'an' } });
    fireEvent.change(box(), { target: { value: 'ana ' } });
    await screen.findByText('TK-ANA-0001');
    expect(searches()).toEqual(['ana']);
    // No page is named with a word starting "ana": the "Análisis" section is no match.
    expect(groupLabels()).toEqual(['Usuarios', 'Taquillas', 'Tickets']);
  });

  it('does not ask the server for a single character', async () => {
    serve();
    renderSearch();
    await type('j');
    await waitFor(() => expect(optionLabels()).toContain('Jerarquía de UsuariosAnálisis'));
    // waited inside act: the debounce and the list's motion settle as the page would
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searches()).toEqual([]);
  });

  it('lists users, booths and tickets under their kind in Spanish, each with what tells it apart', async () => {
    serve();
    renderSearch();
    await type('ana');
    await screen.findByText('TK-ANA-0001');
    expect(groupLabels()).toEqual(['Usuarios', 'Taquillas', 'Tickets']);
    expect(optionLabels()).toEqual([
      'Ana Pérezana.perez · ana.perez@banca.test',
      'Mariana Ruizmruiz@banca.test',
      'Agencia Ana MaríaCaracas',
      'TK-ANA-0001',
    ]);
  });

  it('shows the pages found at once and "Buscando…" until the server answers', async () => {
    serve(NOTHING);
    renderSearch();
    await type('vend');
    await waitFor(() => expect(optionLabels()).toEqual(['VendedoresAdministración', 'Ventas por vendedorAnálisis', 'Buscando…']));
    await waitFor(() => expect(optionLabels()).toEqual(['VendedoresAdministración', 'Ventas por vendedorAnálisis']));
    expect(searches()).toEqual(['vend']);
  });

  it('says so when nothing is found', async () => {
    serve(NOTHING);
    renderSearch();
    await type('zzz');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it.each([
    ['Mariana Ruiz', '/admin/user-detail?id=9'],
    ['Agencia Ana María', '/admin/booth-detail?id=3'],
    ['TK-ANA-0001', '/tickets/ticket-detail?id=41'],
  ])('opens the page of the result chosen: %s → %s', async (title, path) => {
    serve();
    renderSearch();
    await type('ana');
    fireEvent.click((await screen.findByText(title)).closest('.ant-select-item-option')!);
    expect(await screen.findByTestId('location')).toHaveTextContent(path);
  });

  it('opens the first result on Enter', async () => {
    serve();
    renderSearch();
    await type('ana');
    await screen.findByText('TK-ANA-0001');
    press('Enter', 13);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/user-detail?id=7');
  });

  it('moves through the results with the arrows', async () => {
    serve();
    renderSearch();
    await type('ana');
    await screen.findByText('TK-ANA-0001');
    press('ArrowDown', 40);
    press('ArrowDown', 40);
    press('Enter', 13);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/booth-detail?id=3');
  });

  it('goes to a page found in the menu on Enter', async () => {
    serve(NOTHING);
    renderSearch();
    await type('ventas por juego');
    await waitFor(() => expect(optionLabels()).toEqual(['Ventas por juegoAnálisis']));
    press('Enter', 13);
    expect(await screen.findByTestId('location')).toHaveTextContent('/reports/reports?group_by=game');
  });

  it('closes the list on Escape', async () => {
    serve();
    renderSearch();
    await type('ana');
    await screen.findByText('TK-ANA-0001');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    press('Escape', 27);
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
  });
});
