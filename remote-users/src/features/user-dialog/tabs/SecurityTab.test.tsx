import {
  callsTo,
  fill,
  findDialog,
  mockFetch,
  renderPage,
  screen,
  signInAs,
  unreachable,
  userEvent,
  waitFor,
  within,
} from '@banca/kit/testing';
import { apiError, fakeUser, profile, security, userApi } from '../../../test/fixtures';
import { OWN_ACCOUNT, SecurityTab } from './SecurityTab';

const BASE = 'v1/users/detail/7';

function renderSecurity(user = fakeUser(), { readOnly = false, onChanged = jest.fn() } = {}) {
  const api = mockFetch(userApi(user));
  renderPage(<SecurityTab userId={7} readOnly={readOnly} onChanged={onChanged} />);
  return { ...api, onChanged };
}

/** The value beside a label of the (bordered) security table. */
const descriptionValue = (label: string) =>
  screen.getByText(label, { selector: 'th > span' }).closest('tr')!.querySelector<HTMLElement>('.ant-descriptions-item-content')!;
const button = (name: string) => screen.getByRole('button', { name });
const writes = (calls: ReturnType<typeof mockFetch>['calls']) => calls.filter((call) => call.method !== 'GET');

/** Opens 'Cambiar contraseña', types `password` twice and sends it: answers the dialog. */
async function typeNewPassword(password: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
  const dialog = await findDialog('Cambiar contraseña');
  await fill(within(dialog).getByPlaceholderText('Nueva contraseña'), password);
  await fill(within(dialog).getByPlaceholderText('Confirmar nueva contraseña'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
  return dialog;
}

/** Answers the confirmation titled `title` after checking its message. */
async function answerConfirmation(title: string, { message, confirm }: { message: RegExp; confirm: string | null }) {
  const dialog = await findDialog(title);
  expect(dialog).toHaveTextContent(message);
  await userEvent.click(within(dialog).getByRole('button', { name: confirm ?? 'Cancelar' }));
}

beforeEach(() => signInAs('admin'));

describe('SecurityTab', () => {
  it('on one’s own account, offers neither deactivation nor deletion, and says why', async () => {
    // The signed-in administrator is user 1.
    const { calls } = mockFetch(userApi(fakeUser({ profile: profile({ id: 1 }) })));
    renderPage(<SecurityTab userId={1} readOnly={false} />);
    const active = await screen.findByRole('switch', { name: 'Usuario activo' });
    expect(active).toBeDisabled();
    expect(active).toHaveAccessibleDescription(OWN_ACCOUNT.deactivate);
    expect(screen.getByText(OWN_ACCOUNT.deactivate)).toBeVisible();
    const remove = button('Eliminar usuario');
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(OWN_ACCOUNT.remove);
    await userEvent.hover(remove.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OWN_ACCOUNT.remove);
    // Changing one's own password stays possible.
    expect(button('Cambiar contraseña')).toBeEnabled();
    expect(writes(calls)).toHaveLength(0);
  });

  it('offers deactivation and deletion on another account', async () => {
    renderSecurity();
    expect(await screen.findByRole('switch', { name: 'Usuario activo' })).toBeEnabled();
    expect(button('Eliminar usuario')).toBeEnabled();
    expect(screen.queryByText(OWN_ACCOUNT.deactivate)).not.toBeInTheDocument();
  });

  it('shows username, e-mail, attempts, verified, last access, status, creation and deletion', async () => {
    renderSecurity();
    expect(await screen.findByText('Intentos fallidos')).toBeInTheDocument();
    expect(descriptionValue('Usuario')).toHaveTextContent('carolina');
    expect(descriptionValue('Contraseña')).toContainElement(button('Cambiar contraseña'));
    expect(descriptionValue('Correo')).toHaveTextContent('carolina@banca.test');
    expect(descriptionValue('Intentos fallidos')).toHaveTextContent('0');
    expect(descriptionValue('Verificado')).toHaveTextContent('Sí');
    expect(descriptionValue('Último acceso')).toHaveTextContent('02/03/2026 09:30');
    expect(within(descriptionValue('Estado')).getByRole('switch', { name: 'Usuario activo' })).toBeChecked();
    expect(descriptionValue('Fecha de creación')).toHaveTextContent('17/10/2025 11:00');
    expect(descriptionValue('Fecha de eliminación')).toHaveTextContent('—');
    expect(within(descriptionValue('Fecha de eliminación')).getByRole('button', { name: 'Eliminar usuario' })).toBeInTheDocument();
    // Not locked: no unlock.
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).not.toBeInTheDocument();
  });

  it('unlocks a locked user after "Confirmar desbloqueo"', async () => {
    const { calls, onChanged } = renderSecurity(fakeUser({ security: security({ loginattempts: 5, locked: true }) }));
    expect(await screen.findByText('Bloqueado')).toBeInTheDocument();
    expect(descriptionValue('Intentos fallidos')).toHaveTextContent('5');

    await userEvent.click(button('Desbloquear'));
    await answerConfirmation('Confirmar desbloqueo', { message: /desbloquear a este usuario/, confirm: null });
    expect(writes(calls)).toHaveLength(0);

    await userEvent.click(button('Desbloquear'));
    await answerConfirmation('Confirmar desbloqueo', { message: /desbloquear a este usuario/, confirm: 'Desbloquear' });
    expect(await screen.findByText('Usuario desbloqueado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/unlock`).map((call) => call.method)).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByText('Bloqueado')).not.toBeInTheDocument());
    expect(descriptionValue('Intentos fallidos')).toHaveTextContent('0');
    expect(onChanged).toHaveBeenCalled();
  });

  it('deactivates and activates after "Confirmar cambio de estado"', async () => {
    const { calls } = renderSecurity();
    const toggle = await screen.findByRole('switch', { name: 'Usuario activo' });

    await userEvent.click(toggle);
    await answerConfirmation('Confirmar cambio de estado', { message: /desactivar a este usuario/, confirm: null });
    expect(writes(calls)).toHaveLength(0);
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    await answerConfirmation('Confirmar cambio de estado', {
      message: /desactivar a este usuario.*se cerrarán todas sus sesiones/,
      confirm: 'Desactivar',
    });
    expect(await screen.findByText('Usuario desactivado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/status`)[0].body).toEqual({ isactive: false });
    await waitFor(() => expect(toggle).not.toBeChecked());

    await userEvent.click(toggle);
    await answerConfirmation('Confirmar cambio de estado', { message: /activar a este usuario/, confirm: 'Activar' });
    expect(await screen.findByText('Usuario activado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/status`)[1].body).toEqual({ isactive: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('deletes after "Confirmar eliminación", which says it is irreversible', async () => {
    const { calls } = renderSecurity();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar usuario' }));
    await answerConfirmation('Confirmar eliminación', { message: /irreversible/, confirm: 'Eliminar' });
    expect(await screen.findByText('Usuario eliminado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, BASE).map((call) => call.method)).toEqual(['DELETE']);
    await waitFor(() => expect(descriptionValue('Fecha de eliminación')).toHaveTextContent('05/03/2026 08:00'));
    expect(screen.queryByRole('button', { name: 'Eliminar usuario' })).not.toBeInTheDocument();
  });

  it('changes the password: the dialog, then "Confirmar cambio de contraseña", which says all access is revoked', async () => {
    const { calls } = renderSecurity();
    await typeNewPassword('nueva-clave');

    await answerConfirmation('Confirmar cambio de contraseña', {
      message: /Se revocarán todos sus accesos/,
      confirm: 'Cambiar contraseña',
    });
    expect(await screen.findByText('Contraseña cambiada correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/password`).map((call) => [call.method, call.body])).toEqual([['PUT', { password: 'nueva-clave' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar contraseña' })).not.toBeInTheDocument());
  });

  it('says the password changed as soon as the server saved it, while the sessions list reloads', async () => {
    const { calls, fetchMock } = renderSecurity();
    await screen.findByRole('button', { name: 'Cambiar contraseña' });
    // The sessions' reload after the change never answers (a slow link): nothing waits for it.
    const answered = fetchMock.getMockImplementation()!;
    let pendingReloads = 0;
    fetchMock.mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.endsWith(`${BASE}/sessions`) || callsTo(calls, `${BASE}/password`).length === 0) return answered(input, init);
      pendingReloads += 1;
      return new Promise<Response>(() => undefined);
    });
    await typeNewPassword('nueva-clave');
    await answerConfirmation('Confirmar cambio de contraseña', { message: /Se revocarán/, confirm: 'Cambiar contraseña' });

    expect(await screen.findByText('Contraseña cambiada correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar contraseña' })).not.toBeInTheDocument());
    expect(pendingReloads).toBe(1);
  });

  it('keeps the password dialog, and what was typed, when the new password cannot reach the server', async () => {
    const { calls } = mockFetch(unreachable(`${BASE}/password`, { times: 1 }), userApi(fakeUser()));
    renderPage(<SecurityTab userId={7} readOnly={false} />);
    const dialog = await typeNewPassword('nueva-clave');
    await answerConfirmation('Confirmar cambio de contraseña', { message: /Se revocarán/, confirm: 'Cambiar contraseña' });

    expect(await within(dialog).findByText('No se guardó: sin conexión')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Nueva contraseña')).toHaveValue('nueva-clave');
    expect(screen.queryByText('Contraseña cambiada correctamente.')).not.toBeInTheDocument();
    // Again, once the server answers.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await answerConfirmation('Confirmar cambio de contraseña', { message: /Se revocarán/, confirm: 'Cambiar contraseña' });
    expect(await screen.findByText('Contraseña cambiada correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/password`)).toHaveLength(2);
  });

  it('changes nothing when the password dialog is cancelled', async () => {
    const { calls } = renderSecurity();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await userEvent.click(within(await findDialog('Cambiar contraseña')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('Confirmar cambio de contraseña')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows the server message when an action fails', async () => {
    mockFetch(
      (call) =>
        call.method === 'DELETE'
          ? { status: 400, body: apiError(400, 'No puedes eliminar tu propia cuenta.', { id: 'No puedes eliminar tu propia cuenta.' }) }
          : undefined,
      userApi(fakeUser()),
    );
    renderPage(<SecurityTab userId={7} readOnly={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar usuario' }));
    await answerConfirmation('Confirmar eliminación', { message: /irreversible/, confirm: 'Eliminar' });
    expect(await screen.findByText('No puedes eliminar tu propia cuenta.')).toBeInTheDocument();
    expect(screen.queryByText('Usuario eliminado correctamente.')).not.toBeInTheDocument();
  });

  it('shows the data without any action when read-only', async () => {
    renderSecurity(fakeUser({ security: security({ loginattempts: 5, locked: true, isactive: false }) }), { readOnly: true });
    expect(await screen.findByText('Bloqueado')).toBeInTheDocument();
    expect(descriptionValue('Estado')).toHaveTextContent('Inactivo');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe("SecurityTab's live sessions", () => {
  it('lists each session with its browser, address, start and last activity', async () => {
    renderSecurity();
    const row = (await screen.findByText('Chrome 124 en Android')).closest('tr')!;
    expect(within(row).getByText('190.202.10.4')).toBeInTheDocument();
    // Times on the business clock (Caracas, UTC−4).
    expect(within(row).getByText('20/11/2026 09:00')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026 10:45')).toBeInTheDocument();
    expect(screen.getByText('Firefox 126 en Windows')).toBeInTheDocument();
  });

  it('ends one session after its confirmation, and nothing when cancelled', async () => {
    const user = fakeUser();
    const { calls } = renderSecurity(user);
    const row = (await screen.findByText('Firefox 126 en Windows')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Cerrar la sesión de Firefox 126 en Windows/ }));
    await answerConfirmation('Confirmar cierre de sesión', { message: /Firefox 126 en Windows \(10\.0\.0\.7\)/, confirm: null });
    expect(writes(calls)).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: /Cerrar la sesión de Firefox 126 en Windows/ }));
    await answerConfirmation('Confirmar cierre de sesión', { message: /deberá iniciar sesión de nuevo/, confirm: 'Cerrar sesión' });
    await waitFor(() => expect(screen.queryByText('Firefox 126 en Windows')).not.toBeInTheDocument());
    expect(writes(calls).map((call) => [call.method, new URL(call.url).pathname])).toEqual([['DELETE', `/api/${BASE}/sessions/30`]]);
    expect(await screen.findByText('Sesión cerrada correctamente.')).toBeInTheDocument();
    expect(screen.getByText('Chrome 124 en Android')).toBeInTheDocument();
  });

  it('ends all of them after its confirmation', async () => {
    const { calls } = renderSecurity();
    await screen.findByText('Chrome 124 en Android');
    await userEvent.click(button('Cerrar todas'));
    await answerConfirmation('Confirmar cierre de sesiones', { message: /todas las sesiones de este usuario/, confirm: 'Cerrar todas' });
    expect(await screen.findByText('No hay sesiones abiertas.')).toBeInTheDocument();
    expect(writes(calls).map((call) => [call.method, new URL(call.url).pathname])).toEqual([['DELETE', `/api/${BASE}/sessions`]]);
    expect(button('Cerrar todas')).toBeDisabled();
  });

  it('follows a deactivation, which ends the user’s sessions', async () => {
    renderSecurity();
    await screen.findByText('Chrome 124 en Android');
    await userEvent.click(await screen.findByRole('switch', { name: 'Usuario activo' }));
    await answerConfirmation('Confirmar cambio de estado', { message: /desactivar a este usuario/, confirm: 'Desactivar' });
    expect(await screen.findByText('No hay sesiones abiertas.')).toBeInTheDocument();
  });

  it('follows a new password, which ends the user’s sessions', async () => {
    renderSecurity();
    await screen.findByText('Chrome 124 en Android');
    await typeNewPassword('nueva-clave');
    await answerConfirmation('Confirmar cambio de contraseña', { message: /Se revocarán/, confirm: 'Cambiar contraseña' });
    expect(await screen.findByText('No hay sesiones abiertas.')).toBeInTheDocument();
  });

  it('is not shown read-only (an operator), and not asked for', async () => {
    const { calls } = renderSecurity(fakeUser(), { readOnly: true });
    expect(await screen.findByText('Intentos fallidos')).toBeInTheDocument();
    expect(screen.queryByText('Sesiones abiertas')).not.toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/sessions`)).toHaveLength(0);
  });
});
