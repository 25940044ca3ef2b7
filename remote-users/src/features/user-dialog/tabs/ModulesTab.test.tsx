import { callsTo, fill, findDialog, mockFetch, renderPage, screen, signInAs, userEvent, waitFor, within } from '@banca/kit/testing';
import { apiError, fakeUser, userApi } from '../../../test/fixtures';
import { DISABLED_GAME } from './GameConfigDialog';
import { NO_GAME_ENABLED } from './ModuleDialog';
import { ModulesTab } from './ModulesTab';

const MODULES = 'v1/users/detail/7/modules';

const tile = async (id: number) => screen.findByTestId(`module-${id}`);
const gameRow = (dialog: HTMLElement, name: string) => within(dialog).getByText(name).closest('tr')!;
const openModule = async (id: number, button = 'Configurar') => {
  await userEvent.click(within(await tile(id)).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: /^Módulo / });
};

beforeEach(() => signInAs('admin'));

describe('ModulesTab', () => {
  it('shows a tile per module: name, configurations, and Configurar or Habilitar', async () => {
    mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const lottery = await tile(1);
    expect(within(lottery).getByText('Lotería Nacional')).toBeInTheDocument();
    expect(within(lottery).getByText('1 configuración')).toBeInTheDocument();
    expect(within(lottery).getByRole('button', { name: 'Configurar' })).toBeInTheDocument();
    const parley = await tile(2);
    expect(within(parley).getByText('0 configuraciones')).toBeInTheDocument();
    expect(within(parley).getByRole('button', { name: 'Habilitar' })).toBeInTheDocument();
  });

  it('Habilitar assigns the module (the module with assigned toggled) and opens it', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(2, 'Habilitar');
    expect(callsTo(calls, MODULES).find((call) => call.method === 'POST')!.body).toEqual({
      id: 2,
      code: 'parley',
      name: 'Parley',
      configurations: 0,
      game_types: 2,
      assigned: true,
    });
    expect(within(dialog).getByText('Módulo Parley')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Deshabilitar módulo' })).toBeInTheDocument();
    // Enabled, it can be played: its game types came enabled with it.
    expect(await within(dialog).findByText('Habilitados 2 de 2')).toBeInTheDocument();
    expect(within(await tile(2)).getByRole('button', { name: 'Configurar' })).toBeInTheDocument();
    expect(await within(await tile(2)).findByText('2 configuraciones')).toBeInTheDocument();
  });

  it('says that a disabled game type’s configuration has no effect until it is enabled, and that an enabled module without types sells nothing', async () => {
    const user = fakeUser();
    user.games[1] = user.games[1].map((game) => ({ ...game, enabled: false }));
    mockFetch(userApi(user));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    expect(await within(dialog).findByText('Habilitados 0 de 2')).toBeInTheDocument();
    expect(within(dialog).getByText(NO_GAME_ENABLED)).toBeInTheDocument();
    await userEvent.click(within(gameRow(dialog, 'Terminal')).getByRole('button', { name: 'Configurar' }));
    const form = await findDialog('Configurar Terminal');
    expect(within(form).getByText(DISABLED_GAME)).toBeInTheDocument();
  });

  it('opens the module dialog at 80vw × 80vh with the games, their toggles and Habilitados N de M', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    expect(await within(dialog).findByText('Habilitados 1 de 2')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '80vw' });
    expect(dialog.querySelector('.ant-modal-container')).toHaveStyle({ height: '80vh' });

    const triple = gameRow(dialog, 'Triple');
    expect(within(triple).getByText('14,5 %')).toBeInTheDocument();
    // Each currency's sales limit with its currency; 0: none.
    expect(within(triple).getByText('Bs 20.000,00')).toBeInTheDocument();
    expect(within(triple).getByText('$500,00')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Terminal')).getByText('Sin límite (Bs)')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Terminal')).getByText('Sin límite ($)')).toBeInTheDocument();
    expect(within(triple).getByRole('switch', { name: 'Habilitar Triple' })).toBeChecked();

    await userEvent.click(within(gameRow(dialog, 'Terminal')).getByRole('switch', { name: 'Habilitar Terminal' }));
    expect(await within(dialog).findByText('Habilitados 2 de 2')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/v1/users/detail/7/modules/1/games/12');
    expect(put.body).toEqual({ enabled: true });
    // The module's tile counts the enabled games again.
    expect(await within(await tile(1)).findByText('2 configuraciones')).toBeInTheDocument();
  });

  it('disables the module from its dialog', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Deshabilitar módulo' }));
    expect(await within(dialog).findByRole('button', { name: 'Habilitar módulo' })).toBeInTheDocument();
    expect(callsTo(calls, MODULES).find((call) => call.method === 'POST')!.body).toMatchObject({ id: 1, assigned: false });
    expect(within(await tile(1)).getByRole('button', { name: 'Habilitar' })).toBeInTheDocument();
  });

  it('configures a game: its prize plan and each currency’s sales limit, saved on the version shown and shown again when reopened', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    await within(dialog).findByText('Habilitados 1 de 2');
    // The plan of its own beside the defaults of a type without one.
    expect(within(gameRow(dialog, 'Triple')).getByText('75×')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Triple')).getByText('14,5 %')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Terminal')).getByText('70× (por defecto)')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Terminal')).getByText('12,5 % (por defecto)')).toBeInTheDocument();
    await userEvent.click(within(gameRow(dialog, 'Triple')).getByRole('button', { name: 'Configurar' }));
    const form = await findDialog('Configurar Triple');
    expect(within(form).getByLabelText('Paga')).toHaveValue('75');
    expect(within(form).getByLabelText('Comisión')).toHaveValue('14,5');
    expect(within(form).getByLabelText('Límite de venta (Bs)')).toHaveValue('20.000');
    expect(within(form).getByLabelText('Límite de venta ($)')).toHaveValue('500');
    // The default each field falls back to, said beside it.
    expect(within(form).getByText(/Vacío: el pago del tipo de juego, 70×\./)).toBeInTheDocument();
    expect(within(form).getByText(/Vacío: su «Porcentaje de venta» \(Configuración\), 12,5 %\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: /Vacío: su «Porcentaje de venta»/ })).toBeInTheDocument();

    // Spanish numbers: decimal comma, thousands dot.
    await fill(within(form).getByLabelText('Paga'), '1.234,5');
    await fill(within(form).getByLabelText('Comisión'), '12,75');
    await fill(within(form).getByLabelText('Límite de venta (Bs)'), '150.000');
    await fill(within(form).getByLabelText('Límite de venta ($)'), '2.500');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración de Triple guardada correctamente.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/v1/users/detail/7/modules/1/games/11');
    expect(put.body).toEqual({ payout: 1234.5, commission_percentage: 12.75, sales_limit: { VES: 150000, USD: 2500 } });
    // A versioned write: on the version the games were read at.
    expect(put.headers.get('if-match')).toBe('"1"');

    await waitFor(() => expect(within(gameRow(dialog, 'Triple')).getByText('12,75 %')).toBeInTheDocument());
    expect(within(gameRow(dialog, 'Triple')).getByText('1.234,5×')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Triple')).getByText('Bs 150.000,00')).toBeInTheDocument();
    expect(within(gameRow(dialog, 'Triple')).getByText('$2.500,00')).toBeInTheDocument();
    await userEvent.click(within(gameRow(dialog, 'Triple')).getByRole('button', { name: 'Configurar' }));
    const again = await findDialog('Configurar Triple');
    await waitFor(() => expect(within(again).getByLabelText('Comisión')).toHaveValue('12,75'));
    expect(within(again).getByLabelText('Paga')).toHaveValue('1.234,5');
    expect(within(again).getByLabelText('Límite de venta (Bs)')).toHaveValue('150.000');
    expect(within(again).getByLabelText('Límite de venta ($)')).toHaveValue('2.500');
  });

  it('an emptied plan field goes back to the default: sent as null', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    await within(dialog).findByText('Habilitados 1 de 2');
    await userEvent.click(within(gameRow(dialog, 'Triple')).getByRole('button', { name: 'Configurar' }));
    const form = await findDialog('Configurar Triple');
    await fill(within(form).getByLabelText('Paga'), '');
    await fill(within(form).getByLabelText('Comisión'), '');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      payout: null,
      commission_percentage: null,
      sales_limit: { VES: 20000, USD: 500 },
    });
    expect(await within(gameRow(dialog, 'Triple')).findByText('70× (por defecto)')).toBeInTheDocument();
  });

  it('saves 7,5 % as 7.5 and a limit of 1.000 as 1000, each currency’s apart', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    await within(dialog).findByText('Habilitados 1 de 2');
    await userEvent.click(within(gameRow(dialog, 'Triple')).getByRole('button', { name: 'Configurar' }));
    const form = await findDialog('Configurar Triple');
    await fill(within(form).getByLabelText('Comisión'), '7,5');
    await fill(within(form).getByLabelText('Límite de venta ($)'), '1.000');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      payout: 75,
      commission_percentage: 7.5,
      sales_limit: { VES: 20000, USD: 1000 },
    });
  });

  it('keeps the game form within its bounds: a payout over 0, a commission of 0–100 in steps of 0.01, an integer limit from 0 to 1.000.000.000', async () => {
    const { calls } = mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    await within(dialog).findByText('Habilitados 1 de 2');
    await userEvent.click(within(gameRow(dialog, 'Terminal')).getByRole('button', { name: 'Configurar' }));
    const form = await findDialog('Configurar Terminal');
    const payout = within(form).getByLabelText('Paga');
    const profit = within(form).getByLabelText('Comisión');
    const limit = within(form).getByLabelText('Límite de venta ($)');
    const save = within(form).getByRole('button', { name: 'Guardar' });

    for (const [typedProfit, typedLimit, messages] of [
      ['101', '-1', ['El porcentaje debe estar entre 0 y 100.', 'El límite de venta debe ser un número entero entre 0 y 1.000.000.000.']],
      ['0,125', '10,5', ['Admite como máximo 2 decimales.', 'Escribe un número entero, sin decimales.']],
      // `1,000` in English is one thousand: refused, never saved as 1.
      [
        '33.33',
        '1,000',
        ['Usa la coma para los decimales (7,5) y el punto solo para los miles (1.000).', 'Escribe un número entero, sin decimales.'],
      ],
      ['100', '1.000.000.001', ['El límite de venta debe ser un número entero entre 0 y 1.000.000.000.']],
      ['', '', ['Ingresa el límite de venta.']],
    ] as const) {
      await fill(profit, typedProfit);
      await fill(limit, typedLimit);
      await userEvent.click(save);
      for (const message of messages) expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    for (const [typed, message] of [
      ['0', 'El pago debe ser mayor que 0 y como máximo 100.000.'],
      ['-5', 'El pago debe ser mayor que 0 y como máximo 100.000.'],
      ['70,125', 'Admite como máximo 2 decimales.'],
    ] as const) {
      await fill(payout, typed);
      await userEvent.click(save);
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fill(payout, '');
    await fill(profit, '100');
    await fill(limit, '0');
    await userEvent.click(save);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      payout: null,
      commission_percentage: 100,
      sales_limit: { VES: 0, USD: 0 },
    });
  });

  it('marks the currency’s limit the API refuses on its own field, in Spanish', async () => {
    const refusal = 'El campo «sales_limit.VES» debe ser menor o igual a 1000000000.';
    mockFetch(
      (call) => (call.method === 'PUT' ? { status: 400, body: apiError(400, refusal, { 'sales_limit.VES': refusal }) } : undefined),
      userApi(fakeUser()),
    );
    renderPage(<ModulesTab userId={7} readOnly={false} />);
    const dialog = await openModule(1);
    await within(dialog).findByText('Habilitados 1 de 2');
    await userEvent.click(within(gameRow(dialog, 'Triple')).getByRole('button', { name: 'Configurar' }));
    const form = await findDialog('Configurar Triple');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    const field = within(form).getByLabelText('Límite de venta (Bs)').closest('.ant-form-item')! as HTMLElement;
    expect(await within(field).findByText('El límite de venta en bolívares debe ser menor o igual a 1.000.000.000.')).toBeInTheDocument();
    expect(screen.queryByText('Configuración de Triple guardada correctamente.')).not.toBeInTheDocument();
  });

  it('shows an operator the modules and their games without any action', async () => {
    signInAs('operator');
    mockFetch(userApi(fakeUser()));
    renderPage(<ModulesTab userId={7} readOnly />);
    const lottery = await tile(1);
    expect(within(lottery).queryByRole('button', { name: /Configurar|Habilitar/ })).not.toBeInTheDocument();
    expect(within(await tile(2)).queryByRole('button', { name: /Configurar|Habilitar/ })).not.toBeInTheDocument();
    const dialog = await openModule(1, 'Ver');
    await within(dialog).findByText('Habilitados 1 de 2');
    for (const toggle of within(dialog).getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /Configurar|módulo/ })).not.toBeInTheDocument();
  });
});
