import {
  answer,
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
import type { BoothRow, SellerForm, SellerRow } from '@banca/contracts';
import { DISCARD_CHANGES, RELOADED_WITH_CHANGES, STALE_RECORD } from '@banca/kit';
import type { RecordedCall } from '@banca/kit/testing';
import SellersPage from '..';

const LIST = 'v1/sellers/list';
const BOOTHS = 'v1/ticket_booths/list';
const SELLER_USERS = 'v1/sellers/users';
const INVALID = 'Por favor, completa correctamente todos los campos requeridos.';

const booth = (id: number, name: string, location = 'Caracas - Chacao'): BoothRow => ({
  id,
  name,
  email: '',
  location,
  amount: 0,
  owner_id: null,
  owner_name: null,
  sellers_count: 0,
  cancel_window_minutes: 5,
  currencies: ['USD'],
  blind_count: false,
});

const listOf = (rows: SellerRow[]) => ({ sellers: rows, page: 1, total: rows.length, totalPages: 1 });
const boothsOf = (rows: BoothRow[]) => ({ booths: rows, page: 1, total: rows.length, totalPages: 1 });

/** The sellers page with the API answering the list, the booth picker and `extra`. */
function renderSellers(route: string, ...extra: Parameters<typeof mockFetch>) {
  const mocked = mockFetch(
    ...extra,
    (call) =>
      new URL(call.url).pathname === `/api/${LIST}`
        ? { body: { ...listOf([sellerRow()]), page: Number(queryOf(call).page ?? 1), total: 25, totalPages: 3 } }
        : undefined,
    (call) => {
      if (new URL(call.url).pathname !== `/api/${SELLER_USERS}`) return undefined;
      const search = (queryOf(call).search ?? '').toLowerCase();
      const all = [
        { id: 4, name: 'Carlos Rojas', email: 'carlos@banca.test' },
        { id: 9, name: 'Marta Díaz', email: 'marta@banca.test' },
      ];
      return { body: all.filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(search)) };
    },
    (call) => {
      if (new URL(call.url).pathname !== `/api/${BOOTHS}`) return undefined;
      const search = queryOf(call).search ?? '';
      const all = [booth(1, 'Agencia La Fortuna'), booth(3, 'Agencia El Ávila', 'Caracas - El Hatillo')];
      return { body: boothsOf(all.filter((b) => b.name.toLowerCase().includes(search.toLowerCase()))) };
    },
  );
  const view = renderPage(
    <>
      <SellersPage />
      <CurrentUrl />
    </>,
    { route, path: '/admin/sellers' },
  );
  return { ...mocked, ...view };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const field = (label: string) => screen.getByLabelText(label);
const url = () => screen.getByTestId('current-url');
/** Types into a field in one go (a paste: one change, not one per key). */
async function fill(label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  signInAs('admin');
  user = fastUser();
});

describe('the seller dialog: creating', () => {
  it('opens empty from Crear vendedor, kept in the URL, and Cancelar closes it', async () => {
    renderSellers('/admin/sellers?page=2');
    await user.click(await screen.findByRole('button', { name: /Crear vendedor/ }));
    const form = await dialog('Crear vendedor');
    expect(url()).toHaveTextContent('/admin/sellers?page=2&seller=new');
    expect(field('Etiqueta')).toHaveValue('');
    expect(field('Usuario')).toHaveValue('');
    expect(field('Contraseña de la terminal de ventas')).toHaveValue('');
    // The seller's password opens the sales terminal, not the back-office: the form says so.
    expect(
      within(form).getByText(
        'Es la que usa el vendedor para ingresar en la terminal de ventas (no da acceso a este panel), de al menos 6 caracteres. Opcional: sin contraseña, no podrá vender hasta que se le asigne una.',
      ),
    ).toBeInTheDocument();
    // A new seller starts active.
    expect(within(form).getByTitle('Activo')).toBeInTheDocument();
    expect(within(form).queryByText(/sesión abierta/)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crear vendedor' })).not.toBeInTheDocument());
    expect(url().textContent).toBe('/admin/sellers?page=2');
  });

  it('marks every required field on an empty submit, shows the alert and sends nothing', async () => {
    const { calls } = renderSellers('/admin/sellers?seller=new');
    const form = await dialog('Crear vendedor');
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));

    expect(await within(form).findByText(INVALID)).toBeInTheDocument();
    expect(within(form).getByText('La etiqueta es obligatoria.')).toBeInTheDocument();
    expect(within(form).getByText('Selecciona una taquilla.')).toBeInTheDocument();
    expect(within(form).getByText('El usuario es obligatorio.')).toBeInTheDocument();
    expect(within(form).queryByText('Selecciona el estado.')).not.toBeInTheDocument();
    for (const label of ['Etiqueta', 'Usuario']) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a blank label and a username that is not an e-mail, and drops the alert once all is right', async () => {
    const { calls } = renderSellers('/admin/sellers?seller=new');
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', '   ');
    await fill('Usuario', 'yelitza');
    await pickOption(field('Taquilla'), 'Agencia La Fortuna');
    await pickOption(field('Estado'), 'Activo');
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));

    expect(await within(form).findByText(INVALID)).toBeInTheDocument();
    expect(within(form).getByText('La etiqueta es obligatoria.')).toBeInTheDocument();
    expect(within(form).getByText('El usuario debe ser un correo electrónico válido.')).toBeInTheDocument();
    expect(within(form).queryByText('Selecciona una taquilla.')).not.toBeInTheDocument();

    await fill('Etiqueta', 'Yelitza');
    await fill('Usuario', '@banca.test');
    await waitFor(() => expect(within(form).queryByText(INVALID)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('searches booths on the server, creates the seller, says so and shows it: the list on page 1, searched by its username', async () => {
    const { calls } = renderSellers('/admin/sellers?page=3', answer('POST', 'v1/sellers/create', { id: 40 }, 201));
    await user.click(await screen.findByRole('button', { name: /Crear vendedor/ }));
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', '  Víctor Fernández ');
    await user.click(field('Taquilla'));
    await user.paste('Ávila');
    // The server filters (one call for the search, 300 ms after it) and only the match is offered.
    await waitFor(() => expect(callsTo(calls, BOOTHS).map(queryOf)).toContainEqual({ search: 'Ávila', limit: '20' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Agencia La Fortuna"]')).toBeNull());
    await pickOption(field('Taquilla'), 'Agencia El Ávila');
    expect(callsTo(calls, BOOTHS).filter((call) => queryOf(call).search)).toHaveLength(1);
    // The «Vendedor de Tickets» user whose back-office shows this account's sales, searched on the server.
    await user.click(field('Usuario vinculado'));
    await user.paste('marta');
    await waitFor(() => expect(callsTo(calls, SELLER_USERS).map(queryOf)).toContainEqual({ search: 'marta' }));
    await pickOption(field('Usuario vinculado'), 'Marta Díaz');
    await fill('Usuario', 'victor@banca.test');
    await fill('Contraseña de la terminal de ventas', 'secreta1');
    await pickOption(field('Estado'), 'Inactivo');
    const listCalls = callsTo(calls, LIST).length;
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));

    expect(await screen.findByText('Vendedor creado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/sellers/create')[0].body).toEqual({
      ticket_booth_id: 3,
      seller_user_id: 9,
      label: 'Víctor Fernández',
      username: 'victor@banca.test',
      password: 'secreta1',
      is_active: false,
    });
    // Listed in creation order, the new seller would sit on the last page: the list looks it up.
    await waitFor(() => expect(url().textContent).toBe('/admin/sellers?search=victor%40banca.test'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crear vendedor' })).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(calls, LIST).length).toBeGreaterThan(listCalls));
    expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({ page: '1', search: 'victor@banca.test' });
    expect(screen.getByRole('textbox', { name: 'Buscar vendedores' })).toHaveValue('victor@banca.test');
  });

  it('sends no password when none is typed', async () => {
    const { calls } = renderSellers('/admin/sellers?seller=new', answer('POST', 'v1/sellers/create', { id: 41 }, 201));
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', 'Ana');
    await pickOption(field('Taquilla'), 'Agencia La Fortuna');
    await fill('Usuario', 'ana@banca.test');
    await pickOption(field('Estado'), 'Activo');
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));
    await screen.findByText('Vendedor creado correctamente.');
    expect(callsTo(calls, 'v1/sellers/create')[0].body).not.toHaveProperty('password');
  });

  it('refuses a terminal password shorter than the staff rule, saying so, and sends nothing', async () => {
    const { calls } = renderSellers('/admin/sellers?seller=new', answer('POST', 'v1/sellers/create', { id: 41 }, 201));
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', 'Ana');
    await pickOption(field('Taquilla'), 'Agencia La Fortuna');
    await fill('Usuario', 'ana@banca.test');
    await pickOption(field('Estado'), 'Activo');
    await fill('Contraseña de la terminal de ventas', 'a');
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));
    expect(await within(form).findByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/sellers/create')).toHaveLength(0);
  });

  it('marks the username the server refuses (409) and keeps the dialog open', async () => {
    const taken = 'El nombre de usuario ya está en uso.';
    renderSellers(
      '/admin/sellers?seller=new',
      answer('POST', 'v1/sellers/create', { statusCode: 409, error: 'Conflict', message: taken, fields: { username: taken } }, 409),
    );
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', 'Ana');
    await pickOption(field('Taquilla'), 'Agencia La Fortuna');
    await fill('Usuario', 'yelitza@banca.test');
    await pickOption(field('Estado'), 'Activo');
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));

    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(field('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(url()).toHaveTextContent('seller=new');
  });

  it('shows a failure that names no field as an alert', async () => {
    renderSellers(
      '/admin/sellers?seller=new',
      answer('POST', 'v1/sellers/create', { statusCode: 500, error: 'Error', message: 'El servicio no está disponible.' }, 500),
    );
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', 'Ana');
    await pickOption(field('Taquilla'), 'Agencia La Fortuna');
    await fill('Usuario', 'ana@banca.test');
    await pickOption(field('Estado'), 'Activo');
    await user.click(within(form).getByRole('button', { name: 'Crear vendedor' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No se guardó: El servicio no está disponible.');
  });

  it('asks before Cancelar drops what was typed, and keeps it when told to', async () => {
    renderSellers('/admin/sellers?page=2');
    await user.click(await screen.findByRole('button', { name: /Crear vendedor/ }));
    const form = await dialog('Crear vendedor');
    await fill('Etiqueta', 'Ana');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await findConfirm(DISCARD_CHANGES.title)).getByRole('button', { name: DISCARD_CHANGES.cancel }));
    expect(field('Etiqueta')).toHaveValue('Ana');
    expect(url()).toHaveTextContent('seller=new');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await findConfirm(DISCARD_CHANGES.title)).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    await waitFor(() => expect(url().textContent).toBe('/admin/sellers?page=2'));
  });
});

describe('the seller dialog: editing', () => {
  it('opens a row as Editar vendedor with its values, and saves the changes keeping the password and the linked user', async () => {
    const edited = sellerRow({ label: 'Yelitza P.', is_active: false });
    const { calls } = renderSellers(
      '/admin/sellers?page=2',
      answer('GET', 'v1/sellers/detail/1', sellerRow()),
      answer('PUT', 'v1/sellers/detail/1', edited),
    );
    await user.click(await screen.findByText('Yelitza Pérez'));
    const form = await dialog('Editar vendedor');
    expect(url()).toHaveTextContent('/admin/sellers?page=2&seller=1');
    await waitFor(() => expect(field('Etiqueta')).toHaveValue('Yelitza Pérez'));
    expect(field('Usuario')).toHaveValue('yelitza@banca.test');
    expect(within(form).getByTitle('Agencia La Fortuna')).toBeInTheDocument();
    expect(within(form).getByTitle('Activo')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Es la que usa el vendedor en la terminal de ventas (no da acceso a este panel), de al menos 6 caracteres. Déjala vacía para conservar la actual.',
      ),
    ).toBeInTheDocument();

    await user.clear(field('Etiqueta'));
    await fill('Etiqueta', 'Yelitza P.');
    await pickOption(field('Estado'), 'Inactivo');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Vendedor actualizado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/sellers/detail/1').find((call) => call.method === 'PUT')!.body).toEqual({
      ticket_booth_id: 1,
      seller_user_id: 4,
      label: 'Yelitza P.',
      username: 'yelitza@banca.test',
      is_active: false,
    });
    // Back to the page it was opened from.
    await waitFor(() => expect(url().textContent).toBe('/admin/sellers?page=2'));
  });

  it('shows the linked user of an account and unlinks it with Limpiar', async () => {
    const { calls } = renderSellers(
      '/admin/sellers?seller=1',
      answer('GET', 'v1/sellers/detail/1', sellerRow()),
      answer('PUT', 'v1/sellers/detail/1', sellerRow({ seller_user_id: null, seller_user_name: null })),
    );
    const form = await dialog('Editar vendedor');
    await waitFor(() => expect(within(form).getByTitle('Carlos Rojas')).toBeInTheDocument());
    const linked = field('Usuario vinculado').closest('.ant-select')!;
    await user.hover(linked);
    await user.click(within(linked as HTMLElement).getByRole('button', { name: 'Limpiar' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Vendedor actualizado correctamente.');
    expect(callsTo(calls, 'v1/sellers/detail/1').find((call) => call.method === 'PUT')!.body).toMatchObject({ seller_user_id: null });
  });

  it('sends a new password only when one is typed', async () => {
    const { calls } = renderSellers(
      '/admin/sellers?seller=1',
      answer('GET', 'v1/sellers/detail/1', sellerRow()),
      answer('PUT', 'v1/sellers/detail/1', sellerRow()),
    );
    const form = await dialog('Editar vendedor');
    await waitFor(() => expect(field('Etiqueta')).toHaveValue('Yelitza Pérez'));
    await fill('Contraseña de la terminal de ventas', 'nueva123');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Vendedor actualizado correctamente.');
    expect(callsTo(calls, 'v1/sellers/detail/1').find((call) => call.method === 'PUT')!.body).toMatchObject({ password: 'nueva123' });
    // Opened from a link: closing drops the parameter.
    await waitFor(() => expect(url().textContent).toBe('/admin/sellers'));
  });

  it('moves the seller to another booth chosen by search', async () => {
    const { calls } = renderSellers(
      '/admin/sellers?seller=1',
      answer('GET', 'v1/sellers/detail/1', sellerRow()),
      answer('PUT', 'v1/sellers/detail/1', sellerRow({ ticket_booth_id: 3 })),
    );
    const form = await dialog('Editar vendedor');
    await waitFor(() => expect(field('Etiqueta')).toHaveValue('Yelitza Pérez'));
    await pickOption(field('Taquilla'), 'Agencia El Ávila', 'Ávila');
    // The chosen booth keeps its name once the picker closes.
    await waitFor(() => expect(within(form).getByTitle('Agencia El Ávila')).toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Vendedor actualizado correctamente.');
    expect(callsTo(calls, 'v1/sellers/detail/1').find((call) => call.method === 'PUT')!.body).toMatchObject({ ticket_booth_id: 3 });
  });

  it('marks the fields when editing too', async () => {
    renderSellers('/admin/sellers?seller=1', answer('GET', 'v1/sellers/detail/1', sellerRow()));
    const form = await dialog('Editar vendedor');
    await waitFor(() => expect(field('Etiqueta')).toHaveValue('Yelitza Pérez'));
    await user.clear(field('Usuario'));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(INVALID)).toBeInTheDocument();
    expect(within(form).getByText('El usuario es obligatorio.')).toBeInTheDocument();
  });

  it('says so when the seller does not exist', async () => {
    renderSellers(
      '/admin/sellers?seller=99',
      answer('GET', 'v1/sellers/detail/99', { statusCode: 404, error: 'Not Found', message: 'El vendedor no existe.' }, 404),
    );
    const form = await dialog('Editar vendedor');
    expect(await within(form).findByText('Vendedor no encontrado')).toBeInTheDocument();
  });

  it('ignores an unusable ?seller=', async () => {
    const { calls } = renderSellers('/admin/sellers?seller=abc');
    await screen.findByText('Yelitza Pérez');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => new URL(call.url).pathname.includes('detail'))).toHaveLength(0);
  });
});

/**
 * Seller 1 as the API keeps it: reads answer its version as the ETag; a write with an If-Match of
 * another version is refused (412) and changes nothing, else it is done and the version moves.
 */
function versionedSeller() {
  const state = { version: 1, seller: sellerRow() };
  const responder = (call: RecordedCall) => {
    if (new URL(call.url).pathname !== '/api/v1/sellers/detail/1') return undefined;
    const etag = `"${state.version}"`;
    if (call.method === 'GET') return { body: state.seller, headers: { etag } };
    const ifMatch = call.headers.get('if-match');
    if (ifMatch !== null && ifMatch !== etag) {
      return { status: 412, body: { statusCode: 412, error: 'Precondition Failed', message: STALE_RECORD }, headers: { etag } };
    }
    const { label, username, is_active, ticket_booth_id } = call.body as SellerForm;
    state.seller = { ...state.seller, label, username, is_active, ticket_booth_id };
    state.version += 1;
    return { body: state.seller, headers: { etag: `"${state.version}"` } };
  };
  return { state, responder };
}

describe('the seller dialog: someone else changed the seller', () => {
  it('keeps what was typed, says so, and Recargar shows their values; the change can be applied again and saved', async () => {
    const api = versionedSeller();
    const { calls } = renderSellers('/admin/sellers?seller=1', api.responder);
    const form = await dialog('Editar vendedor');
    await waitFor(() => expect(field('Etiqueta')).toHaveValue('Yelitza Pérez'));
    // Another administrator renames the seller's user after this dialog was opened.
    api.state.seller = { ...api.state.seller, username: 'yelitza.perez@banca.test' };
    api.state.version += 1;

    await user.clear(field('Etiqueta'));
    await fill('Etiqueta', 'Yelitza P.');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(STALE_RECORD)).toBeInTheDocument();
    expect(
      callsTo(calls, 'v1/sellers/detail/1')
        .find((call) => call.method === 'PUT')!
        .headers.get('if-match'),
    ).toBe('"1"');
    expect(api.state.seller).toMatchObject({ label: 'Yelitza Pérez', username: 'yelitza.perez@banca.test' });
    expect(field('Etiqueta')).toHaveValue('Yelitza P.');
    expect(screen.queryByText('Vendedor actualizado correctamente.')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(field('Usuario')).toHaveValue('yelitza.perez@banca.test'));
    expect(field('Etiqueta')).toHaveValue('Yelitza Pérez');
    expect(within(form).getByText(RELOADED_WITH_CHANGES)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Aplicar mis cambios' }));
    expect(field('Etiqueta')).toHaveValue('Yelitza P.');

    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Vendedor actualizado correctamente.')).toBeInTheDocument();
    expect(api.state.seller).toMatchObject({ label: 'Yelitza P.', username: 'yelitza.perez@banca.test' });
  });
});

describe('the seller dialog: locked or signed in elsewhere', () => {
  const elsewhere = sellerRow({
    id: 2,
    label: 'Víctor Fernández',
    logged_in_elsewhere: true,
    terminal_session: { since: '2026-11-20T13:32:00Z', last_seen_at: '2026-11-20T14:05:00Z' },
  });

  it('warns of the other device; Desbloquear asks first, and cancelling sends nothing', async () => {
    const { calls } = renderSellers('/admin/sellers?seller=2', answer('GET', 'v1/sellers/detail/2', elsewhere));
    const form = await dialog('Editar vendedor');
    expect(
      await within(form).findByText(
        'Este vendedor tiene una sesión abierta en otro dispositivo. Desbloquéalo para que pueda ingresar desde este.',
      ),
    ).toBeInTheDocument();
    // Its terminal session, on the banca's clock.
    expect(
      within(form).getByText('Sesión de terminal abierta desde el 20/11/2026 09:32; último uso: 20/11/2026 10:05.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /Desbloquear/ }));
    const ask = await findConfirm('Confirmar desbloqueo');
    expect(within(ask).getByText(/¿Deseas desbloquear a «Víctor Fernández»\?/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(callsTo(calls, 'v1/sellers/detail/2/unlock')).toHaveLength(0);
  });

  it('unlocks after confirming: says so, the warning goes and the list shows the new tags', async () => {
    let unlocked = false;
    const { calls } = renderSellers(
      '/admin/sellers?seller=2',
      answer('GET', 'v1/sellers/detail/2', elsewhere),
      (call) => {
        if (call.method !== 'POST' || !call.url.endsWith('/v1/sellers/detail/2/unlock')) return undefined;
        unlocked = true;
        return { body: { ...elsewhere, logged_in_elsewhere: false } };
      },
      (call) => (call.url.includes(LIST) ? { body: listOf([{ ...elsewhere, logged_in_elsewhere: !unlocked }]) } : undefined),
    );
    const form = await dialog('Editar vendedor');
    expect(await screen.findByText('Sesión abierta')).toBeInTheDocument();
    await user.click(await within(form).findByRole('button', { name: /Desbloquear/ }));
    await user.click(within(await findConfirm('Confirmar desbloqueo')).getByRole('button', { name: 'Desbloquear' }));

    expect(await screen.findByText('Vendedor desbloqueado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/sellers/detail/2/unlock')).toHaveLength(1);
    await waitFor(() => expect(within(form).queryByText(/sesión abierta en otro dispositivo/)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Sesión abierta')).not.toBeInTheDocument());
  });

  it('warns of a seller locked by failed attempts', async () => {
    renderSellers('/admin/sellers?seller=3', answer('GET', 'v1/sellers/detail/3', sellerRow({ id: 3, failed_attempts: 6, locked: true })));
    const form = await dialog('Editar vendedor');
    expect(
      await within(form).findByText(
        'Este vendedor está bloqueado por intentos fallidos de ingreso. Desbloquéalo para que pueda volver a ingresar.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /Desbloquear/ })).toBeInTheDocument();
  });
});

describe('the seller dialog for a client', () => {
  beforeEach(() => signInAs('client'));

  it('shows the seller read-only: no password, no save, no unlock, and Cerrar', async () => {
    const { calls } = renderSellers('/admin/sellers', answer('GET', 'v1/sellers/detail/1', sellerRow({ logged_in_elsewhere: true })));
    await user.click(await screen.findByText('Yelitza Pérez'));
    const form = await dialog('Detalle del vendedor');
    await waitFor(() => expect(field('Etiqueta')).toHaveValue('Yelitza Pérez'));
    expect(field('Etiqueta')).toBeDisabled();
    expect(field('Usuario')).toBeDisabled();
    expect(field('Taquilla')).toBeDisabled();
    expect(field('Estado')).toBeDisabled();
    // The linked user by name, without asking for the users' picker (a client may not list users).
    expect(field('Usuario vinculado')).toHaveValue('Carlos Rojas');
    expect(callsTo(calls, SELLER_USERS)).toHaveLength(0);
    expect(within(form).queryByLabelText(/Contraseña/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /Guardar|Desbloquear/ })).not.toBeInTheDocument();
    expect(within(form).getByText(/debe ser desbloqueado para ingresar desde este/)).toBeInTheDocument();

    await user.click(within(form).getByText('Cerrar', { selector: 'button > span' }));
    await waitFor(() => expect(url().textContent).toBe('/admin/sellers'));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('does not open a new seller', async () => {
    renderSellers('/admin/sellers?seller=new');
    await screen.findByText('Yelitza Pérez');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
