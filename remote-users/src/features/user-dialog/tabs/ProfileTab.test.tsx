import {
  answer,
  callsTo,
  findConfirm,
  findDialog,
  fill,
  mockFetch,
  pickOption,
  renderPage,
  screen,
  signInAs,
  unreachable,
  userEvent,
  waitFor,
  within,
} from '@banca/kit/testing';
import { useState } from 'react';
import { registerManifest, RELOADED_WITH_CHANGES, STALE_RECORD } from '@banca/kit';
import { routes } from '../../../routes';
import { apiError, changedByOthers, fakeUser, profile, security, userApi } from '../../../test/fixtures';
import { UserTabs } from '../UserTabs';

const CREATE = 'v1/users/create';

/** The tabs as the dialog holds them: a created user replaces the empty form. */
function NewUser() {
  const [id, setId] = useState<number | null>(null);
  return <UserTabs userId={id} onCreated={setId} />;
}

const field = (label: string) => screen.getByLabelText(label);
/** The value an antd Select shows. */
const selected = (label: string) => field(label).closest('.ant-select')!.querySelector('.ant-select-content, .ant-select-selection-item')!;
const errorOf = (label: string) => field(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain');

async function fillRequired({ role = 'Administrador' } = {}) {
  await fill(field('Nombre'), 'Luis');
  await fill(field('Apellido'), 'Gómez');
  await fill(field('Número de documento'), 'V-20111222');
  await fill(field('Correo'), 'luis@banca.test');
  await pickOption(field('Rol'), role);
}

beforeEach(() => {
  signInAs('admin');
  // The role change names the menu's pages by this remote's manifest (in the host, every loaded one's).
  registerManifest('users', routes);
});

describe('Profile tab of a new user', () => {
  it('starts with the defaults (DNI, es, VE, America/Caracas), only the Perfil tab and the hint', async () => {
    mockFetch();
    renderPage(<NewUser />);
    expect(selected('Tipo de documento')).toHaveTextContent('DNI');
    expect(selected('Idioma')).toHaveTextContent('Español');
    expect(selected('País')).toHaveTextContent('Venezuela');
    expect(field('Zona horaria')).toHaveValue('America/Caracas');
    expect(field('Zona horaria')).toBeDisabled();
    for (const label of ['Nombre', 'Apellido', 'Número de documento', 'Correo', 'Teléfono', 'Usuario', 'Contraseña'])
      expect(field(label)).toHaveValue('');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Perfil']);
    expect(
      screen.getByText('Las demás opciones (Configuración, Módulos y Seguridad) se habilitan después de crear el usuario.'),
    ).toBeInTheDocument();
  });

  it('offers the four roles by their Spanish names', async () => {
    mockFetch();
    renderPage(<NewUser />);
    await userEvent.click(field('Rol'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(4));
    const names = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(names).toEqual(['Administrador', 'Operador', 'Cliente', 'Vendedor de Tickets']);
    // Each with what it may do, never a «nivel» (the same role under another name).
    const texts = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(texts).toEqual([
      'Administrador · todo el sistema, incluidos los usuarios',
      'Operador · ve todo y opera el día; no crea usuarios',
      'Cliente · propietario: ve sus taquillas y su estado de cuenta',
      'Vendedor de Tickets · ve las ventas de sus cuentas de vendedor',
    ]);
  });

  it('sets the timezone from the country: its first (main) timezone', async () => {
    mockFetch();
    renderPage(<NewUser />);
    // Every country's zone is checked in timezones.test.ts; here, that the form follows it.
    for (const [country, zone] of [
      ['Estados Unidos', 'America/New_York'],
      ['Japón', 'Asia/Tokyo'],
    ]) {
      await pickOption(field('País'), country);
      expect(field('Zona horaria')).toHaveValue(zone);
    }
  });

  it('shows a Spanish message on each required field and sends nothing', async () => {
    const { calls } = mockFetch();
    renderPage(<NewUser />);
    await fill(field('Nombre'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const [label, message] of [
      ['Nombre', 'El nombre es obligatorio.'],
      ['Apellido', 'El apellido es obligatorio.'],
      ['Número de documento', 'El número de documento es obligatorio.'],
      ['Correo', 'El correo es obligatorio.'],
      ['Rol', 'El rol es obligatorio.'],
    ]) {
      await waitFor(() => expect(errorOf(label)).toHaveTextContent(message));
    }
    expect(calls).toHaveLength(0);
  });

  it('checks the e-mail format, the username and the password length', async () => {
    const { calls } = mockFetch();
    renderPage(<NewUser />);
    await fill(field('Correo'), 'no-es-un-correo');
    await fill(field('Usuario'), 'a b');
    await fill(field('Contraseña'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errorOf('Correo')).toHaveTextContent('Ingresa un correo válido.'));
    await waitFor(() => expect(errorOf('Usuario')).toHaveTextContent('El usuario solo puede tener letras, números y los signos . _ @ + -'));
    await waitFor(() => expect(errorOf('Contraseña')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres.'));
    expect(calls).toHaveLength(0);
  });

  it('refuses a phone that is not a number, such as «llámame»', async () => {
    const { calls } = mockFetch();
    renderPage(<NewUser />);
    await fillRequired();
    await fill(field('Teléfono'), 'llámame');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(errorOf('Teléfono')).toHaveTextContent(
        'Escribe un teléfono válido: solo dígitos, espacios y los signos + - ( ), con 7 a 20 dígitos.',
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the user with the role code, leaves out an empty username, then unlocks the other tabs on the new user', async () => {
    const created = fakeUser({ profile: profile({ id: 42, first_name: 'Luis', last_name: 'Gómez', role: 'ticket_seller' }) });
    const { calls } = mockFetch(answer('POST', CREATE, { id: 42 }, 201), userApi(created));
    renderPage(<NewUser />);
    await fillRequired({ role: 'Vendedor de Tickets' });
    await fill(field('Teléfono'), '+58 412-0000000');
    await fill(field('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Usuario creado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, CREATE)[0].body).toEqual({
      first_name: 'Luis',
      last_name: 'Gómez',
      document_type: 'DNI',
      document_number: 'V-20111222',
      email: 'luis@banca.test',
      phone: '+58 412-0000000',
      language: 'es',
      country: 'VE',
      timezone: 'America/Caracas',
      role: 'ticket_seller',
      password: 'secreto1',
    });
    // A «Vendedor de Tickets» also gets its «Cuentas de terminal» (the seller accounts linked to it).
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Perfil',
        'Configuración',
        'Módulos',
        'Seguridad',
        'Cuentas de terminal',
      ]),
    );
    expect(screen.queryByText(/se habilitan después de crear el usuario/)).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue('Luis')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/users/detail/42/profile')).toHaveLength(1);
  });

  it('marks the fields the server refuses: a username in use (409), an unknown timezone (400)', async () => {
    mockFetch(
      (call) =>
        call.method === 'POST' && (call.body as { username?: string }).username === 'tomado'
          ? {
              status: 409,
              body: apiError(409, 'El nombre de usuario ya está en uso.', { username: 'El nombre de usuario ya está en uso.' }),
            }
          : undefined,
      answer(
        'POST',
        CREATE,
        apiError(400, 'El campo «timezone» debe ser una zona horaria válida (por ejemplo America/Caracas).', {
          timezone: 'El campo «timezone» debe ser una zona horaria válida (por ejemplo America/Caracas).',
        }),
        400,
      ),
    );
    renderPage(<NewUser />);
    await fillRequired();
    await fill(field('Usuario'), 'tomado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errorOf('Usuario')).toHaveTextContent('El nombre de usuario ya está en uso.'));

    await fill(field('Usuario'), 'libre');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // Said with the field's Spanish name, never its path (shared-auth's fieldNames).
    await waitFor(() => expect(errorOf('Zona horaria')).toHaveTextContent('La zona horaria debe ser una zona horaria válida'));
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('shows the server message of an error that names no field', async () => {
    mockFetch(answer('POST', CREATE, apiError(500, 'Error interno del servidor. Intenta nuevamente.'), 500));
    renderPage(<NewUser />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // Inside the form, with a way to try again (a server fault may pass).
    const alert = (await screen.findByText('No se guardó: Error interno del servidor. Intenta nuevamente.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('Profile tab of an existing user', () => {
  it('shows every field of the profile, the role fixed, and saves the profile form', async () => {
    const user = fakeUser();
    const { calls } = mockFetch(userApi(user));
    renderPage(<UserTabs userId={7} />);
    expect(await screen.findByDisplayValue('Carolina')).toBeInTheDocument();
    expect(field('Apellido')).toHaveValue('Méndez');
    expect(selected('Tipo de documento')).toHaveTextContent('Cédula de identidad');
    expect(field('Número de documento')).toHaveValue('V-31096003');
    expect(field('Correo')).toHaveValue('carolina@banca.test');
    expect(field('Teléfono')).toHaveValue('+58 426-4905643');
    expect(selected('País')).toHaveTextContent('Colombia');
    expect(field('Zona horaria')).toHaveValue('America/Bogota');
    expect(selected('Rol')).toHaveTextContent('Operador · ve todo y opera el día; no crea usuarios');
    expect(field('Rol')).toBeDisabled();
    // The role is changed apart, and says what that does.
    expect(screen.getByRole('button', { name: 'Cambiar rol' })).toBeInTheDocument();
    expect(screen.getByText('Cambiarlo cierra las sesiones abiertas del usuario.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();

    await pickOption(field('País'), 'España');
    await fill(field('Teléfono'), '+34 600 000 000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente.')).toBeInTheDocument();
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(new URL(put.url).pathname).toBe('/api/v1/users/detail/7');
    expect(put.body).toEqual({
      first_name: 'Carolina',
      last_name: 'Méndez',
      document_type: 'ID Card',
      document_number: 'V-31096003',
      email: 'carolina@banca.test',
      phone: '+34 600 000 000',
      language: 'es',
      country: 'ES',
      timezone: 'Europe/Madrid',
    });
  });

  it('is read-only for an operator: every field disabled, no Guardar', async () => {
    signInAs('operator');
    mockFetch(userApi(fakeUser()));
    renderPage(<UserTabs userId={7} />);
    await screen.findByDisplayValue('Carolina');
    const form = screen.getByRole('tabpanel');
    for (const input of within(form).getAllByRole('textbox')) expect(input).toBeDisabled();
    for (const select of within(form).getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('is read-only, with a notice, once the user is deleted', async () => {
    mockFetch(userApi(fakeUser({ security: security({ deletedat: '2026-03-05T12:00:00Z', isactive: false }) })));
    renderPage(<UserTabs userId={7} />);
    expect(await screen.findByText(/Usuario eliminado el 05\/03\/2026/)).toBeInTheDocument();
    await waitFor(() => expect(field('Nombre')).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('when someone else changed the user meanwhile: keeps what was typed, says so, reloads their values and lets the change be applied again', async () => {
    const user = fakeUser();
    const { calls } = mockFetch(userApi(user));
    renderPage(<UserTabs userId={7} />);
    await screen.findByDisplayValue('Carolina');
    // Another administrator saves a new last name after this form was opened.
    changedByOthers(user, (other) => {
      other.profile = { ...other.profile, last_name: 'Rojas' };
    });

    await fill(field('Teléfono'), '+58 412 0000000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(STALE_RECORD)).toBeInTheDocument();
    const [refused] = calls.filter((call) => call.method === 'PUT');
    expect(refused.headers.get('if-match')).toBe('"1"');
    // Nothing was overwritten, and nothing typed is lost.
    expect(user.profile).toMatchObject({ last_name: 'Rojas', phone: '+58 426-4905643' });
    expect(field('Teléfono')).toHaveValue('+58 412 0000000');
    expect(field('Apellido')).toHaveValue('Méndez');
    expect(screen.queryByText('Usuario actualizado correctamente.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(field('Apellido')).toHaveValue('Rojas'));
    expect(field('Teléfono')).toHaveValue('+58 426-4905643');
    expect(screen.getByText(RELOADED_WITH_CHANGES)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar mis cambios' }));
    expect(field('Teléfono')).toHaveValue('+58 412 0000000');
    expect(field('Apellido')).toHaveValue('Rojas');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente.')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.method === 'PUT')
        .at(-1)!
        .headers.get('if-match'),
    ).toBe('"2"');
    expect(user.profile).toMatchObject({ last_name: 'Rojas', phone: '+58 412 0000000' });
  });

  it('without connection: says inside the form that nothing was saved, keeps the phone typed, and saves it on Reintentar', async () => {
    const user = fakeUser();
    const { calls } = mockFetch(unreachable('v1/users/detail/7', { times: 1 }), userApi(user));
    renderPage(<UserTabs userId={7} />);
    await screen.findByDisplayValue('Carolina');
    await fill(field('Teléfono'), '+58 412 0000000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const alert = (await screen.findByText('No se guardó: sin conexión')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Tus cambios siguen en el formulario.');
    expect(field('Teléfono')).toHaveValue('+58 412 0000000');
    expect(screen.queryByText('Usuario actualizado correctamente.')).not.toBeInTheDocument();
    expect(user.profile.phone).toBe('+58 426-4905643');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Usuario actualizado correctamente.')).toBeInTheDocument();
    expect(user.profile.phone).toBe('+58 412 0000000');
    expect(callsTo(calls, 'v1/users/detail/7').filter((call) => call.method === 'PUT')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('No se guardó: sin conexión')).not.toBeInTheDocument());
  });
});

describe('changing the role of an existing user', () => {
  const openRoleDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar rol' }));
    return findDialog('Cambiar el rol de Carolina Méndez');
  };

  it('asks which role, then confirms naming what changes for the person, and saves it apart from the profile', async () => {
    const user = fakeUser();
    const { calls } = mockFetch(userApi(user));
    renderPage(<UserTabs userId={7} />);
    const dialog = await openRoleDialog();
    // The role the user has is not offered again.
    await userEvent.click(within(dialog).getByLabelText('Nuevo rol'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(3));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual([
      'Administrador',
      'Cliente',
      'Vendedor de Tickets',
    ]);
    await pickOption(within(dialog).getByLabelText('Nuevo rol'), 'Cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const ask = await findConfirm('Confirmar cambio de rol');
    expect(ask).toHaveTextContent(
      'Carolina Méndez pasará de Operador a Cliente. Dejará de ver: Usuarios. Verá solo los datos de las taquillas de las que es propietario. Se cerrarán todas sus sesiones abiertas: deberá iniciar sesión de nuevo.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Cambiar a Cliente' }));
    expect(await screen.findByText('Rol cambiado correctamente. Se cerraron las sesiones del usuario.')).toBeInTheDocument();
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect([new URL(put.url).pathname, put.body, put.headers.get('if-match')]).toEqual([
      '/api/v1/users/detail/7/role',
      { role: 'client' },
      '"1"',
    ]);
    await waitFor(() => expect(selected('Rol')).toHaveTextContent('Cliente · propietario: ve sus taquillas y su estado de cuenta'));
  });

  it('says in the dialog why it was refused (a booth owner), keeping the choice', async () => {
    const reason =
      'No se puede cambiar el rol a Operador: el usuario es propietario de una taquilla, y solo un Cliente puede serlo. Asigna sus taquillas a otro propietario primero.';
    const user = fakeUser({ profile: profile({ role: 'client' }) });
    mockFetch(answer('PUT', 'v1/users/detail/7/role', { ...apiError(409, reason), code: 'USER_OWNS_BOOTHS' }, 409), userApi(user));
    renderPage(<UserTabs userId={7} />);
    const dialog = await openRoleDialog();
    await pickOption(within(dialog).getByLabelText('Nuevo rol'), 'Operador');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await userEvent.click(within(await findConfirm('Confirmar cambio de rol')).getByRole('button', { name: 'Cambiar a Operador' }));
    expect(await within(dialog).findByText(`No se guardó: ${reason}`)).toBeInTheDocument();
    expect(user.profile.role).toBe('client');
    expect(selected('Rol')).toHaveTextContent('Cliente');
  });

  it('is not offered on one’s own account, nor to an operator', async () => {
    mockFetch(userApi(fakeUser({ profile: profile({ id: 1 }) })));
    const { unmount } = renderPage(<UserTabs userId={1} />);
    expect(await screen.findByText('No puedes cambiar tu propio rol: pídeselo a otro administrador.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar rol' })).not.toBeInTheDocument();
    unmount();

    signInAs('operator');
    mockFetch(userApi(fakeUser()));
    renderPage(<UserTabs userId={7} />);
    await screen.findByDisplayValue('Carolina');
    expect(screen.queryByRole('button', { name: 'Cambiar rol' })).not.toBeInTheDocument();
  });
});
