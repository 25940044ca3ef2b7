import { DISCARD_CHANGES } from '@banca/kit';
import { callsTo, fill, findConfirm, mockFetch, renderPage, screen, signInAs, userEvent, waitFor, within } from '@banca/kit/testing';
import { apiError, fakeUser, userApi } from '../../../test/fixtures';
import { SettingsTab } from './SettingsTab';

const SETTINGS = 'v1/users/detail/7/settings';

const rowOf = async (label: string) => (await screen.findByText(label)).closest('tr')!;
const configure = async (label: string) => {
  await userEvent.click(within(await rowOf(label)).getByRole('button', { name: 'Configurar' }));
  return screen.findByRole('dialog', { name: label });
};

beforeEach(() => signInAs('admin'));

describe('SettingsTab', () => {
  it('lists each setting with its value in %', async () => {
    mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    expect(within(await rowOf('Porcentaje de venta')).getByText('12,5 %')).toBeInTheDocument();
    expect(within(await rowOf('Porcentaje de participación')).getByText('0 %')).toBeInTheDocument();
  });

  it('says beside «Porcentaje de venta» and in its dialog that it is the owner’s commission', async () => {
    mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    const row = await rowOf('Porcentaje de venta');
    expect(within(row).getByRole('img', { name: /Es la comisión del propietario/ })).toBeInTheDocument();
    const dialog = await configure('Porcentaje de venta');
    expect(within(dialog).getByText(/Es la comisión del propietario/)).toBeInTheDocument();
  });

  it('Configurar asks for the value (Cancelar, Guardar), saves it and shows the reloaded list', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    const dialog = await configure('Porcentaje de participación');
    const value = within(dialog).getByLabelText('Valor (%)');
    expect(value).toHaveValue('0');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    await fill(value, '33,25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración guardada correctamente.')).toBeInTheDocument();
    const [post] = callsTo(calls, SETTINGS).filter((call) => call.method === 'POST');
    expect(post.body).toEqual({
      setting_key: 'participation_percentage',
      setting: { key: 'participation_percentage', label: 'Porcentaje de participación', value: 33.25 },
    });
    expect(within(await rowOf('Porcentaje de participación')).getByText('33,25 %')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the value between 0 and 100 with at most two decimals', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    const dialog = await configure('Porcentaje de venta');
    const value = within(dialog).getByLabelText('Valor (%)');
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    for (const [typed, message] of [
      ['100,01', 'El porcentaje debe estar entre 0 y 100.'],
      ['-1', 'El porcentaje debe estar entre 0 y 100.'],
      ['1,005', 'Admite como máximo 2 decimales.'],
      // An English decimal point is refused, never read as 75.
      ['7.5', 'Usa la coma para los decimales (7,5) y el punto solo para los miles (1.000).'],
      ['', 'Ingresa un porcentaje.'],
    ]) {
      await fill(value, typed);
      await userEvent.click(save);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      // One message at a time.
      expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    }
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('reads the Spanish way: 7,5 saves 7.5', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    const dialog = await configure('Porcentaje de venta');
    expect(within(dialog).getByLabelText('Valor (%)')).toHaveValue('12,5');
    await fill(within(dialog).getByLabelText('Valor (%)'), '7,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo(calls, SETTINGS).filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(callsTo(calls, SETTINGS).find((call) => call.method === 'POST')!.body).toMatchObject({ setting: { value: 7.5 } });
  });

  it('Cancelar closes without saving, after asking whether to drop the value typed', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    const dialog = await configure('Porcentaje de venta');
    await fill(within(dialog).getByLabelText('Valor (%)'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const ask = await findConfirm(DISCARD_CHANGES.title);
    await userEvent.click(within(ask).getByRole('button', { name: DISCARD_CHANGES.cancel }));
    expect(within(dialog).getByLabelText('Valor (%)')).toHaveValue('50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(await findConfirm(DISCARD_CHANGES.title)).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the server message when the save fails, and keeps the dialog open', async () => {
    mockFetch(
      (call) =>
        call.method === 'POST' ? { status: 409, body: apiError(409, 'El usuario fue eliminado y ya no se puede modificar.') } : undefined,
      userApi(fakeUser()),
    );
    renderPage(<SettingsTab userId={7} readOnly={false} />);
    const dialog = await configure('Porcentaje de venta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No se guardó: El usuario fue eliminado y ya no se puede modificar.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Porcentaje de venta' })).toBeInTheDocument();
  });

  it('offers no Configurar when read-only', async () => {
    mockFetch(userApi(fakeUser()));
    renderPage(<SettingsTab userId={7} readOnly />);
    await rowOf('Porcentaje de venta');
    expect(screen.queryByRole('button', { name: 'Configurar' })).not.toBeInTheDocument();
  });
});
