import {
  answer,
  boothDetail,
  callsTo,
  CurrentUrl,
  fastUser,
  findConfirm,
  mockFetch,
  pickOption,
  queryOf,
  renderPage,
  screen,
  sellerRow,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import type { BoothDetail, BoothForm, BoothRow } from '@banca/contracts';
import { RELOADED_WITH_CHANGES, STALE_RECORD } from '@banca/kit';
import type { RecordedCall } from '@banca/kit/testing';
import BoothsPage from '..';

const LIST = 'v1/ticket_booths/list';
const SELLERS = 'v1/sellers/list';

const booth = boothDetail;
const { sellers: _sellers, ...row } = booth;
const boothRow: BoothRow = row;

/** Víctor Fernández, working at another booth: the seller the tests move into this one. */
const victor = sellerRow({
  id: 7,
  ticket_booth_id: 4,
  ticket_booth_name: 'Agencia El Ávila',
  seller_user_id: null,
  label: 'Víctor Fernández',
  username: 'victor@banca.test',
});

/** The booths page with the API answering the list (3 pages) and `extra`. */
function renderBooths(route: string, ...extra: Parameters<typeof mockFetch>) {
  const mocked = mockFetch(...extra, (call) =>
    new URL(call.url).pathname === `/api/${LIST}`
      ? { body: { booths: [boothRow], page: Number(queryOf(call).page ?? 1), total: 25, totalPages: 3 } }
      : undefined,
  );
  const view = renderPage(
    <>
      <BoothsPage />
      <CurrentUrl />
    </>,
    { route, path: '/admin/booths' },
  );
  return { ...mocked, ...view };
}

const detail = (body: BoothDetail = booth) => answer('GET', `v1/ticket_booths/detail/${body.id}`, body);
const dialog = () => screen.findByRole('dialog');
const field = (label: string) => screen.getByLabelText(label);
const url = () => screen.getByTestId('current-url');
const listCalls = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, LIST).length;

let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  signInAs('operator');
  user = fastUser();
});

async function fill(label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

describe('the booth dialog: creating', () => {
  it('asks for the name (required) and a valid e-mail, and sends nothing while they are wrong', async () => {
    const { calls } = renderBooths('/admin/booths');
    await user.click(await screen.findByRole('button', { name: /Crear taquilla/ }));
    const form = await dialog();
    expect(within(form).getByText('Crear taquilla', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(url()).toHaveTextContent('/admin/booths?booth=new');
    expect(within(form).getByText('Podrás agregar vendedores cuando la taquilla esté creada.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /Eliminar taquilla/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /Agregar vendedor/ })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Crear taquilla' }));
    expect(await within(form).findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');

    await fill('Nombre', '   ');
    await fill('Correo', 'no-es-correo');
    await user.click(within(form).getByRole('button', { name: 'Crear taquilla' }));
    expect(await within(form).findByText('El correo no es válido.')).toBeInTheDocument();
    expect(within(form).getByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('creates the booth, says so and shows it with its (empty) sellers; the list goes back to page 1', async () => {
    const created: BoothDetail = {
      ...booth,
      id: 9,
      name: 'Agencia Nueva',
      email: '',
      location: 'Maracay',
      amount: 0,
      owner_id: null,
      owner_name: null,
      sellers: [],
      sellers_count: 0,
    };
    const { calls } = renderBooths(
      '/admin/booths?page=3&booth=new',
      answer('POST', 'v1/ticket_booths/create', { id: 9 }, 201),
      answer('GET', 'v1/ticket_booths/owners', [{ id: 3, name: 'Gustavo Salazar', email: 'gustavo@banca.test' }]),
      detail(created),
    );
    const form = await dialog();
    await fill('Nombre', '  Agencia Nueva ');
    await fill('Ubicación', 'Maracay');
    // The owner is required: a booth belongs to a client.
    await user.click(within(form).getByRole('button', { name: 'Crear taquilla' }));
    expect(await within(form).findByText('Elige el propietario de la taquilla (un cliente).')).toBeInTheDocument();
    await pickOption(field('Propietario'), 'Gustavo Salazar');
    await user.clear(field('Minutos para anular'));
    await fill('Minutos para anular', '10');
    const before = listCalls(calls);
    await user.click(within(form).getByRole('button', { name: 'Crear taquilla' }));

    expect(await screen.findByText('Taquilla creada correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/ticket_booths/create')[0].body).toEqual({
      name: 'Agencia Nueva',
      email: '',
      location: 'Maracay',
      owner_id: 3,
      cancel_window_minutes: 10,
      blind_count: false,
    });
    await waitFor(() => expect(url().textContent).toBe('/admin/booths?booth=9'));
    expect(await within(form).findByText('Vendedores (0)')).toBeInTheDocument();
    expect(within(form).getByText('Esta taquilla no tiene vendedores asignados.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Agregar vendedor/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Eliminar taquilla/ })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
    expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({ page: '1', limit: '10' });
  });

  it('marks the field the server refuses', async () => {
    const message = 'El campo «email» debe ser un correo válido.';
    renderBooths(
      '/admin/booths?booth=new',
      answer('POST', 'v1/ticket_booths/create', { statusCode: 400, error: 'Bad Request', message, fields: { email: message } }, 400),
      answer('GET', 'v1/ticket_booths/owners', [{ id: 3, name: 'Gustavo Salazar', email: 'gustavo@banca.test' }]),
    );
    const form = await dialog();
    await fill('Nombre', 'Agencia Nueva');
    await fill('Correo', 'a@b.co');
    await pickOption(field('Propietario'), 'Gustavo Salazar');
    await user.click(within(form).getByRole('button', { name: 'Crear taquilla' }));
    // Said with the field's Spanish name, never its path (shared-auth's fieldNames).
    expect(await within(form).findByText('El correo electrónico debe ser un correo válido.')).toBeInTheDocument();
    expect(field('Correo')).toHaveAttribute('aria-invalid', 'true');
    expect(url()).toHaveTextContent('booth=new');
  });
});

describe('the booth dialog: an existing booth', () => {
  it('opens from Ver under the booth’s name, with its data, amount, owner, sellers and a link to its page', async () => {
    renderBooths('/admin/booths?page=2', detail());
    await user.click(await screen.findByRole('button', { name: 'Ver Agencia La Fortuna' }));
    const form = await dialog();
    expect(url()).toHaveTextContent('/admin/booths?page=2&booth=1');
    expect(await within(form).findByText('Agencia La Fortuna', { selector: '.ant-modal-title span' })).toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('Agencia La Fortuna');
    expect(field('Correo')).toHaveValue('lafortuna@banca.test');
    expect(field('Ubicación')).toHaveValue('Caracas - Chacao');
    expect(within(form).getByText('$1.215,00')).toBeInTheDocument();
    expect(within(form).getByText('Gustavo Salazar')).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Vendedores (2)', level: 3 })).toBeInTheDocument();
    for (const header of ['Nombre', 'Correo', 'Estado', 'Acciones'])
      expect(within(form).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const yelitza = within(form).getByText('Yelitza Pérez').closest('tr')!;
    expect(within(yelitza).getByText('yelitza@banca.test')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: /Abrir en página completa/ })).toHaveAttribute('href', '/admin/booth-detail?id=1');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(url().textContent).toBe('/admin/booths?page=2'));
  });

  it('updates the booth and says so, refreshing the list; «Conteo a ciegas» turns the blind count on', async () => {
    const renamed = { ...booth, name: 'Agencia La Fortuna II' };
    const { calls } = renderBooths('/admin/booths?booth=1', detail(), answer('PUT', 'v1/ticket_booths/detail/1', renamed));
    const form = await dialog();
    await waitFor(() => expect(field('Nombre')).toHaveValue('Agencia La Fortuna'));
    await user.clear(field('Nombre'));
    await fill('Nombre', 'Agencia La Fortuna II');
    expect(within(form).getByRole('switch', { name: /^Conteo a ciegas/ })).not.toBeChecked();
    await user.click(within(form).getByRole('switch', { name: /^Conteo a ciegas/ }));
    const before = listCalls(calls);
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));

    expect(await screen.findByText('Taquilla actualizada correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/ticket_booths/detail/1').find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Agencia La Fortuna II',
      email: 'lafortuna@banca.test',
      location: 'Caracas - Chacao',
      owner_id: 3,
      cancel_window_minutes: 5,
      blind_count: true,
    });
    expect(await within(form).findByText('Agencia La Fortuna II', { selector: '.ant-modal-title span' })).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
  });

  it('edits the currencies the booth sells in when the banca has two, and needs at least one', async () => {
    const both = { ...booth, currencies: ['VES', 'USD'] as BoothDetail['currencies'] };
    const { calls } = renderBooths(
      '/admin/booths?booth=1',
      detail(),
      answer('GET', 'v1/settings/currencies', { enabled: ['VES', 'USD'], default: 'USD' }, 200, { etag: '"1"' }),
      answer('PUT', 'v1/ticket_booths/detail/1', both),
    );
    const form = await dialog();
    const dollars = await within(form).findByRole('checkbox', { name: 'Dólares ($)' });
    expect(dollars).toBeChecked();
    // Required, but a group of checkboxes may not say so with aria-required (axe's aria-allowed-attr).
    expect(within(form).getByRole('group', { name: 'Monedas' })).not.toHaveAttribute('aria-required');
    await user.click(dollars);
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await within(form).findByText('Marca al menos una moneda en la que vende la taquilla.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Bolívares (Bs)' }));
    await user.click(dollars);
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Taquilla actualizada correctamente.')).toBeInTheDocument();
    expect((callsTo(calls, 'v1/ticket_booths/detail/1').find((call) => call.method === 'PUT')!.body as BoothForm).currencies).toEqual([
      'VES',
      'USD',
    ]);
  });

  it('refuses to update without a name', async () => {
    const { calls } = renderBooths('/admin/booths?booth=1', detail());
    const form = await dialog();
    await waitFor(() => expect(field('Nombre')).toHaveValue('Agencia La Fortuna'));
    await user.clear(field('Nombre'));
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await within(form).findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('deletes the booth only after confirming, says so, closes and refreshes the list', async () => {
    const { calls } = renderBooths('/admin/booths?booth=1', detail(), answer('DELETE', 'v1/ticket_booths/detail/1', { ok: true }));
    const form = await dialog();
    await user.click(await within(form).findByRole('button', { name: /Eliminar taquilla/ }));
    let ask = await findConfirm('Confirmar eliminación');
    expect(ask).toHaveTextContent(
      'Esta acción es irreversible: la taquilla «Agencia La Fortuna» se eliminará y sus 2 vendedores quedarán sin taquilla.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: /Eliminar taquilla/ }));
    ask = await findConfirm('Confirmar eliminación');
    const before = listCalls(calls);
    await user.click(within(ask).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Taquilla eliminada correctamente.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(url().textContent).toBe('/admin/booths'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls)).toBeGreaterThan(before));
  });

  it('takes a seller out of the booth after confirming', async () => {
    const without = { ...booth, sellers: booth.sellers.slice(1), sellers_count: 1 };
    const { calls } = renderBooths('/admin/booths?booth=1', detail(), answer('DELETE', 'v1/ticket_booths/detail/1/sellers/1', without));
    const form = await dialog();
    await user.click(await within(form).findByRole('button', { name: 'Quitar Yelitza Pérez' }));
    const ask = await findConfirm('Quitar vendedor');
    expect(ask).toHaveTextContent('¿Quitar a «Yelitza Pérez» de la taquilla «Agencia La Fortuna»? Quedará sin taquilla asignada.');
    await user.click(within(ask).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Vendedor quitado de la taquilla.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/ticket_booths/detail/1/sellers/1')).toHaveLength(1);
    await waitFor(() => expect(within(form).queryByText('Yelitza Pérez')).not.toBeInTheDocument());
    expect(within(form).getByText('Vendedores (1)')).toBeInTheDocument();
  });

  it('adds a seller found by search, moving it from its booth, with Agregar vendedor', async () => {
    const withVictor = {
      ...booth,
      sellers: [...booth.sellers, { id: 7, label: 'Víctor Fernández', username: 'victor@banca.test', is_active: true }],
      sellers_count: 3,
    };
    const { calls } = renderBooths(
      '/admin/booths?booth=1',
      detail(),
      (call) => {
        if (new URL(call.url).pathname !== `/api/${SELLERS}`) return undefined;
        const inBooth = sellerRow();
        const rows = queryOf(call).search ? [victor] : [inBooth, victor];
        return { body: { sellers: rows, page: 1, total: rows.length, totalPages: 1 } };
      },
      answer('POST', 'v1/ticket_booths/detail/1/sellers', withVictor),
    );
    const form = await dialog();
    await user.click(await within(form).findByRole('button', { name: /Agregar vendedor/ }));
    const picker = within(form).getByRole('combobox', { name: 'Vendedor a agregar' });
    expect(within(form).getByRole('button', { name: 'Agregar' })).toBeDisabled();
    await user.click(picker);
    // A seller already in the booth is not offered.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Víctor Fernández"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="Yelitza Pérez"]')).toBeNull();
    await user.paste('Víctor');
    await waitFor(() => expect(callsTo(calls, SELLERS).map(queryOf)).toContainEqual({ search: 'Víctor' }));
    await pickOption(picker, 'Víctor Fernández');
    expect(within(form).getByText('Trabaja en «Agencia El Ávila»: al agregarlo dejará esa taquilla.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Agregar' }));

    expect(await screen.findByText('Vendedor movido a esta taquilla desde «Agencia El Ávila».')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/ticket_booths/detail/1/sellers')[0].body).toEqual({ seller_id: 7 });
    expect(await within(form).findByText('victor@banca.test')).toBeInTheDocument();
    expect(within(form).getByText('Vendedores (3)')).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Vendedor a agregar' })).not.toBeInTheDocument();
  });

  it('says so when the booth does not exist', async () => {
    renderBooths(
      '/admin/booths?booth=99',
      answer('GET', 'v1/ticket_booths/detail/99', { statusCode: 404, error: 'Not Found', message: 'La taquilla no existe.' }, 404),
    );
    const form = await dialog();
    expect(await within(form).findByText('Taquilla no encontrada')).toBeInTheDocument();
  });
});

/**
 * Booth 1 as the API keeps it: reads answer its version as the ETag; a write with an If-Match of
 * another version is refused (412) and changes nothing, else it is done and the version moves.
 */
function versionedBooth() {
  const state = { version: 1, booth: { ...booth } };
  const responder = (call: RecordedCall) => {
    const at = new URL(call.url).pathname;
    if (!at.startsWith('/api/v1/ticket_booths/detail/1')) return undefined;
    const etag = `"${state.version}"`;
    if (call.method === 'GET') return { body: state.booth, headers: { etag } };
    const ifMatch = call.headers.get('if-match');
    if (ifMatch !== null && ifMatch !== etag) {
      return { status: 412, body: { statusCode: 412, error: 'Precondition Failed', message: STALE_RECORD }, headers: { etag } };
    }
    const removed = at.match(/\/sellers\/(\d+)$/);
    if (call.method === 'DELETE' && removed) {
      const sellers = state.booth.sellers.filter((seller) => seller.id !== Number(removed[1]));
      state.booth = { ...state.booth, sellers, sellers_count: sellers.length };
    } else if (call.method === 'PUT') {
      state.booth = { ...state.booth, ...(call.body as BoothForm) };
    } else return undefined;
    state.version += 1;
    return { body: state.booth, headers: { etag: `"${state.version}"` } };
  };
  return { state, responder };
}

describe('the booth dialog: someone else changed the booth', () => {
  beforeEach(() => signInAs('admin'));

  it('keeps what was typed, says so, and Recargar shows their values; the change can be applied again and saved', async () => {
    const api = versionedBooth();
    const { calls } = renderBooths('/admin/booths?booth=1', api.responder);
    const form = await dialog();
    await waitFor(() => expect(field('Nombre')).toHaveValue('Agencia La Fortuna'));
    // Another administrator moves the booth after this dialog was opened.
    api.state.booth = { ...api.state.booth, location: 'Caracas - Altamira' };
    api.state.version += 1;

    await user.clear(field('Nombre'));
    await fill('Nombre', 'Agencia La Fortuna II');
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await within(form).findByText(STALE_RECORD)).toBeInTheDocument();
    expect(
      callsTo(calls, 'v1/ticket_booths/detail/1')
        .find((call) => call.method === 'PUT')!
        .headers.get('if-match'),
    ).toBe('"1"');
    expect(api.state.booth).toMatchObject({ name: 'Agencia La Fortuna', location: 'Caracas - Altamira' });
    expect(field('Nombre')).toHaveValue('Agencia La Fortuna II');
    expect(field('Ubicación')).toHaveValue('Caracas - Chacao');

    await user.click(within(form).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(field('Ubicación')).toHaveValue('Caracas - Altamira'));
    expect(field('Nombre')).toHaveValue('Agencia La Fortuna');
    expect(within(form).getByText(RELOADED_WITH_CHANGES)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Aplicar mis cambios' }));
    expect(field('Nombre')).toHaveValue('Agencia La Fortuna II');

    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Taquilla actualizada correctamente.')).toBeInTheDocument();
    expect(api.state.booth).toMatchObject({ name: 'Agencia La Fortuna II', location: 'Caracas - Altamira' });
  });

  it('is not refused by its own writes: after taking a seller out, the form still saves on the booth as it now is', async () => {
    const api = versionedBooth();
    const { calls } = renderBooths('/admin/booths?booth=1', api.responder);
    const form = await dialog();
    await user.click(await within(form).findByRole('button', { name: 'Quitar Yelitza Pérez' }));
    await user.click(within(await findConfirm('Quitar vendedor')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Vendedor quitado de la taquilla.')).toBeInTheDocument();

    await user.clear(field('Nombre'));
    await fill('Nombre', 'Agencia La Fortuna II');
    await user.click(within(form).getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Taquilla actualizada correctamente.')).toBeInTheDocument();
    expect(within(form).queryByText(STALE_RECORD)).not.toBeInTheDocument();
    expect(
      callsTo(calls, 'v1/ticket_booths/detail/1')
        .find((call) => call.method === 'PUT')!
        .headers.get('if-match'),
    ).toBe('"2"');
    expect(api.state.booth).toMatchObject({ name: 'Agencia La Fortuna II', sellers_count: 1 });
  });
});

describe('the booth dialog for a client', () => {
  beforeEach(() => signInAs('client'));

  it('shows its booth read-only: no update, delete, assign or removal', async () => {
    const { calls } = renderBooths('/admin/booths', detail());
    await user.click(await screen.findByText('Agencia La Fortuna'));
    const form = await dialog();
    await waitFor(() => expect(field('Nombre')).toHaveValue('Agencia La Fortuna'));
    for (const label of ['Nombre', 'Correo', 'Ubicación']) expect(field(label)).toBeDisabled();
    expect(within(form).getByText('Yelitza Pérez')).toBeInTheDocument();
    expect(within(form).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /Actualizar|Eliminar taquilla|Agregar vendedor|Quitar/ })).not.toBeInTheDocument();
    await user.click(within(form).getByText('Cerrar', { selector: 'button > span' }));
    await waitFor(() => expect(url().textContent).toBe('/admin/booths'));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('does not open a new booth', async () => {
    renderBooths('/admin/booths?booth=new');
    await screen.findByText('Agencia La Fortuna');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
