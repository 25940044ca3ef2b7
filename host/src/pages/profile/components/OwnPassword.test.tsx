import { answer, callsTo, fastUser, fill, mockFetch, renderPage, screen, waitFor } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../../test/environment';
import { profileOf } from '../../../test/fixtures';
import { OwnPassword } from './OwnPassword';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('operator'));
});

const field = (label: string) => screen.getByLabelText(label);
const submit = () => fastUser().click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

async function fillForm(current: string, next: string, confirm: string) {
  await fill(field('Contraseña actual'), current);
  await fill(field('Nueva contraseña'), next);
  await fill(field('Confirmar nueva contraseña'), confirm);
}

describe('OwnPassword', () => {
  it('asks for the current password and the new one twice, in Spanish, and says the other sessions end', () => {
    mockFetch();
    renderPage(<OwnPassword />);
    expect(screen.getByText('Cambiar contraseña', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(field('Contraseña actual')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('Nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirmar nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText(/se cierran tus sesiones abiertas en otros dispositivos/)).toBeInTheDocument();
  });

  it('sends the current and the new password, then clears the form and confirms', async () => {
    const { calls } = mockFetch(answer('PUT', 'v1/auth/password', { ok: true }));
    renderPage(<OwnPassword />);
    await fillForm('actual-1', 'nueva-clave', 'nueva-clave');
    await submit();
    expect(await screen.findByText('Contraseña cambiada. Se cerraron tus otras sesiones.')).toBeInTheDocument();
    const [sent] = callsTo(calls, 'v1/auth/password');
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({ current_password: 'actual-1', new_password: 'nueva-clave' });
    expect(field('Contraseña actual')).toHaveValue('');
    expect(field('Nueva contraseña')).toHaveValue('');
  });

  it('refuses two different new passwords before sending anything', async () => {
    const { calls } = mockFetch(answer('PUT', 'v1/auth/password', { ok: true }));
    renderPage(<OwnPassword />);
    await fillForm('actual-1', 'nueva-clave', 'otra-clave');
    await submit();
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/auth/password')).toEqual([]);
  });

  it('refuses a new password shorter than six characters, and empty fields, before sending anything', async () => {
    const { calls } = mockFetch(answer('PUT', 'v1/auth/password', { ok: true }));
    renderPage(<OwnPassword />);
    await fillForm('', 'corta', 'corta');
    await submit();
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(await screen.findByText('Escribe tu contraseña actual.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/auth/password')).toEqual([]);
  });

  it("shows the server's refusal of a wrong current password on that field", async () => {
    const wrong = 'La contraseña actual no es correcta. Te quedan 4 intentos.';
    mockFetch(
      answer(
        'PUT',
        'v1/auth/password',
        { statusCode: 400, error: 'Bad Request', message: wrong, fields: { current_password: wrong } },
        400,
      ),
    );
    renderPage(<OwnPassword />);
    await fillForm('no-es-esta', 'nueva-clave', 'nueva-clave');
    await submit();
    const message = await screen.findByText(wrong);
    expect(message.closest('.ant-form-item')).toContainElement(field('Contraseña actual'));
    expect(screen.queryByRole('alert', { name: wrong })).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field (too many attempts) above the form', async () => {
    const locked = 'Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en 15 minutos.';
    mockFetch(answer('PUT', 'v1/auth/password', { statusCode: 429, error: 'Too Many Requests', message: locked }, 429));
    renderPage(<OwnPassword />);
    await fillForm('actual-1', 'nueva-clave', 'nueva-clave');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(locked));
  });
});
