import type { AuditEntry } from '@banca/contracts';
import {
  answer,
  callsTo,
  currentQuery,
  describeListBehaviour,
  fireEvent,
  mockFetch,
  pickOption,
  queryOf,
  renderAt,
  screen,
  signInAs,
  userEvent,
  waitFor,
  within,
} from '@banca/kit/testing';
import AuditPage from '.';
import { routes } from '../../routes';

const LIST = 'v1/audit/list';
const EXPORT = 'v1/audit/export';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 41,
  at: '2026-11-20T15:30:00.000Z',
  actor_id: 1,
  actor_username: 'admin',
  address: '10.0.0.7',
  action: 'update',
  record_type: 'user',
  record_id: 7,
  before: { first_name: 'Carmen', isactive: true },
  after: { first_name: 'Carmela', isactive: false },
  ...overrides,
});

const page = (entries: AuditEntry[], { page = 1, totalPages = 1, total = entries.length } = {}) => ({ entries, page, total, totalPages });

describe('AuditPage', () => {
  beforeEach(() => signInAs('admin'));

  it('shows when, who, from where, the action, the record and each changed field before and after', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          entry(),
          entry({ id: 40, action: 'create', before: null, after: { name: 'Agencia Sur' }, record_type: 'booth', record_id: 3 }),
        ]),
      ),
    );
    renderAt(<AuditPage />, '/admin/audit');
    const row = (await screen.findByText('Usuario #7')).closest('tr')!;
    // 15:30 UTC is 11:30 on the business clock (Caracas).
    expect(within(row).getByText('20/11/2026 11:30')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    expect(within(row).getByText('Edición')).toBeInTheDocument();
    const change = within(row).getByText('Nombre').closest('li')!;
    expect(change).toHaveTextContent('Nombre Carmen → Carmela');
    expect(within(row).getByText('Estado').closest('li')).toHaveTextContent('Estado Activo → Inactivo');
    const created = screen.getByText('Taquilla #3').closest('tr')!;
    expect(within(created).getByText('Creación')).toBeInTheDocument();
    expect(within(created).getByText('Nombre').closest('li')).toHaveTextContent('Nombre Agencia Sur');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('2 entradas');
  });

  it("shows a draw's result entry in the draw pages' words: its status, when sales closed, the numbers", async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          entry({
            action: 'draw_result',
            record_type: 'draw',
            record_id: 9,
            before: { status: 'closed', winning_numbers: null },
            after: { status: 'settled', winning_numbers: '0123' },
          }),
          entry({
            id: 40,
            action: 'draw_close',
            record_type: 'draw',
            record_id: 9,
            before: { status: 'open' },
            after: { status: 'closed', closed_at: '2026-11-20T16:00:00.000Z' },
          }),
        ]),
      ),
    );
    renderAt(<AuditPage />, '/admin/audit?record_type=draw&record_id=9');
    const result = (await screen.findByText('Resultado del sorteo')).closest('tr')!;
    expect(within(result).getByText('Estado').closest('li')).toHaveTextContent('Estado Cerrado → Finalizado');
    expect(within(result).getByText('Resultado').closest('li')).toHaveTextContent('Resultado — → 0123');
    const closing = screen.getByText('Cierre de ventas del sorteo').closest('tr')!;
    expect(within(closing).getByText('Estado').closest('li')).toHaveTextContent('Estado Abierto → Cerrado');
    // 16:00 UTC is 12:00 on the business clock
    expect(within(closing).getByText('Ventas cerradas').closest('li')).toHaveTextContent('Ventas cerradas 20/11/2026 12:00');
  });

  it('speaks the staff’s language: no ids or timestamps, records by name, only what changed, a password only as changed', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          entry({
            id: 44,
            action: 'create',
            record_type: 'booth',
            record_id: 21,
            before: null,
            after: { id: 21, name: 'Agencia Sur', email: '', location: 'Maracay', owner_id: null, created_at: '2026-11-26T11:26:00.000Z' },
            names: { 'booth:21': 'Agencia Sur' },
          }),
          entry({
            id: 43,
            action: 'draw_correction',
            record_type: 'draw',
            record_id: 9,
            before: { status: 'settled', winning_numbers: '0123' },
            after: { status: 'settled', winning_numbers: '0124' },
          }),
          entry({ id: 42, action: 'password', before: { password: '(cambiada)' }, after: { password: '(cambiada)' } }),
          entry({
            id: 41,
            record_type: 'seller',
            record_id: 5,
            before: { ticket_booth_id: 3, role: 'operator', deleted_at: null },
            after: { ticket_booth_id: 4, role: 'client', deleted_at: '2026-11-20T16:00:00.000Z' },
            names: { 'booth:3': 'Agencia Norte', 'booth:4': 'Agencia Sur', 'seller:5': 'Ana Vendedora' },
          }),
        ]),
      ),
    );
    renderAt(<AuditPage />, '/admin/audit');
    const created = (await screen.findByText('Taquilla #21')).closest('tr')!;
    expect(within(created).getByText('Agencia Sur', { selector: '.ant-typography-secondary' })).toBeInTheDocument();
    const lines = [...created.querySelectorAll('li')].map((line) => line.textContent);
    expect(lines).toEqual(['Nombre Agencia Sur', 'Ubicación Maracay']);

    const correction = screen.getByText('Corrección del resultado').closest('tr')!;
    expect([...correction.querySelectorAll('li')].map((line) => line.textContent)).toEqual(['Resultado 0123 → 0124']);

    const password = screen.getByText('Cambio de contraseña').closest('tr')!;
    expect([...password.querySelectorAll('li')].map((line) => line.textContent)).toEqual(['Contraseña cambiada']);

    const moved = screen.getByText('Vendedor #5').closest('tr')!;
    expect(within(moved).getByText('Ana Vendedora')).toBeInTheDocument();
    expect([...moved.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'Taquilla Agencia Norte → Agencia Sur',
      'Rol Operador → Cliente',
      // 16:00 UTC is 12:00 on the business clock.
      'Fecha de eliminación — → 20/11/2026 12:00',
    ]);
  });

  it('shows a day’s approval and a payment in the screens’ words: Spanish values, dates, money sign first', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          entry({
            id: 61,
            action: 'day_approve',
            record_type: 'booth_day',
            record_id: 12,
            before: { status: 'closed', difference: '-1136.00' },
            after: { status: 'approved', day: '2026-11-28', difference: '-1136.00' },
          }),
          entry({
            id: 60,
            action: 'owner_payment',
            record_type: 'owner_payment',
            record_id: 4,
            before: null,
            after: { direction: 'banca_pays', amount: '80.00', request_id: '2b1f0c1e-6d7a-4a6e-9d1b-0e1c2d3f4a5b', reason: 'Pago' },
          }),
        ]),
      ),
    );
    renderAt(<AuditPage />, '/admin/audit');
    const approval = (await screen.findByText('Aprobación del cierre')).closest('tr')!;
    expect([...approval.querySelectorAll('li')].map((line) => line.textContent)).toEqual(['Estado Cerrado → Aprobado', 'Día 28/11/2026']);
    const payment = screen
      .getAllByText('Cobro o abono')
      .find((cell) => cell.closest('tr'))!
      .closest('tr')!;
    const lines = [...payment.querySelectorAll('li')].map((line) => line.textContent);
    expect(lines).toEqual(expect.arrayContaining(['Tipo Abono', 'Monto $80,00', 'Motivo Pago']));
    expect(lines.join(' ')).not.toContain('venta');
    expect(lines.some((line) => line?.startsWith('Id de la operación'))).toBe(true);
  });

  it('writes a negative amount sign first, as every screen does', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          entry({ id: 62, action: 'day_close', record_type: 'booth_day', record_id: 12, before: null, after: { difference: '-1136.00' } }),
        ]),
      ),
    );
    renderAt(<AuditPage />, '/admin/audit');
    const closing = (await screen.findByText('Cierre del día')).closest('tr')!;
    expect([...closing.querySelectorAll('li')].map((line) => line.textContent)).toEqual(['Diferencia -$1.136,00']);
  });

  it('shows security events: a sign-in, a failed one without a record (the name only hashed), a lock', async () => {
    mockFetch(
      answer(
        'GET',
        LIST,
        page([
          entry({ id: 52, action: 'sign_in', actor_username: 'carmen', before: null, after: { known_device: true } }),
          entry({
            id: 51,
            action: 'account_locked',
            actor_id: null,
            actor_username: null,
            before: null,
            after: { locked_until: '2026-11-20T15:45:00.000Z', known_device: false },
          }),
          entry({
            id: 50,
            action: 'sign_in_failed',
            actor_id: null,
            actor_username: null,
            address: '10.0.0.9',
            record_type: null,
            record_id: null,
            before: null,
            after: { name_hash: '3fa94c0b1d2e7a65', attempts: 2, known_device: false },
          }),
        ]),
      ),
    );
    renderAt(<AuditPage />, '/admin/audit');
    const signIn = (await screen.findByText('Inicio de sesión')).closest('tr')!;
    expect(within(signIn).getByText('carmen')).toBeInTheDocument();
    expect(within(signIn).getByText('Dispositivo conocido').closest('li')).toHaveTextContent('Dispositivo conocido Sí');
    const lock = screen.getByText('Bloqueo por intentos fallidos').closest('tr')!;
    // 15:45 UTC is 11:45 on the business clock.
    expect(within(lock).getByText('Bloqueada hasta').closest('li')).toHaveTextContent('Bloqueada hasta 20/11/2026 11:45');
    const failed = screen.getByText('Inicio de sesión fallido').closest('tr')!;
    expect(within(failed).getByText('Sin registro')).toBeInTheDocument();
    expect(within(failed).getByText('10.0.0.9')).toBeInTheDocument();
    expect(within(failed).getByText('Usuario escrito (huella)').closest('li')).toHaveTextContent('3fa94c0b1d2e7a65');
    expect(within(failed).getByText('Intentos fallidos').closest('li')).toHaveTextContent('Intentos fallidos 2');
  });

  it('filters by action and by client address, writing them to the URL', async () => {
    const { calls } = mockFetch(answer('GET', LIST, page([entry()])));
    renderAt(<AuditPage />, '/admin/audit?page=2');
    await screen.findByText('Usuario #7');
    await pickOption(screen.getByRole('combobox', { name: 'Acción' }), 'Inicio de sesión fallido');
    await waitFor(() => expect(currentQuery()).toEqual({ action: 'sign_in_failed' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar por dirección' }), '10.0.0.9{Enter}');
    await waitFor(() => expect(currentQuery()).toEqual({ action: 'sign_in_failed', address: '10.0.0.9' }));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({ page: '1', action: 'sign_in_failed', address: '10.0.0.9' }),
    );
  });

  it('reads record type, record, days and person from the URL and sends them to the server', async () => {
    const { calls } = mockFetch(answer('GET', LIST, page([entry()])));
    renderAt(<AuditPage />, '/admin/audit?record_type=user&record_id=7&from=2026-11-01&to=2026-11-20&search=adm&page=2');
    await screen.findByText('Usuario #7');
    expect(queryOf(callsTo(calls, LIST)[0])).toEqual({
      page: '2',
      search: 'adm',
      record_type: 'user',
      record_id: '7',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(screen.getByRole('spinbutton', { name: 'Número de registro' })).toHaveValue('7');
  });

  it('filters by record type and record number, writing them to the URL and going back to page 1', async () => {
    const { calls } = mockFetch(answer('GET', LIST, page([entry()])));
    renderAt(<AuditPage />, '/admin/audit?page=3');
    await screen.findByText('Usuario #7');
    await pickOption(screen.getByRole('combobox', { name: 'Tipo de registro' }), 'Taquilla');
    await waitFor(() => expect(currentQuery()).toEqual({ record_type: 'booth' }));
    const number = screen.getByRole('spinbutton', { name: 'Número de registro' });
    fireEvent.change(number, { target: { value: '12' } });
    await waitFor(() => expect(currentQuery()).toEqual({ record_type: 'booth', record_id: '12' }));
    await waitFor(() => expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({ page: '1', record_type: 'booth', record_id: '12' }));

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
  });

  it('ignores filters in the URL that are not valid', async () => {
    const { calls } = mockFetch(answer('GET', LIST, page([entry()])));
    renderAt(<AuditPage />, '/admin/audit?record_type=boleto&record_id=x&from=ayer&action=borrar&address=no%20es');
    await screen.findByText('Usuario #7');
    expect(queryOf(callsTo(calls, LIST)[0])).toEqual({ page: '1' });
  });

  it('exports the filtered entries as CSV', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:auditoria';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const csv = '\uFEFFFecha;Persona\r\n2026-11-20T15:30:00.000Z;admin\r\n';
    const { calls } = mockFetch(answer('GET', LIST, page([entry()])), answer('GET', EXPORT, csv));
    renderAt(<AuditPage />, '/admin/audit?record_type=user&record_id=7');
    await screen.findByText('Usuario #7');
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(queryOf(callsTo(calls, EXPORT)[0])).toEqual({ record_type: 'user', record_id: '7' });
    expect(created).toHaveLength(1);
    click.mockRestore();
  });
});

describeListBehaviour({
  Page: AuditPage,
  route: routes['users.audit'],
  apiPath: LIST,
  rowsKey: 'entries',
  row: entry(),
  rowText: 'Usuario #7',
  searchLabel: 'Buscar por persona',
  emptyText: 'Todavía no hay entradas de auditoría.',
  viewOnly: ['admin'],
  noAccess: ['operator', 'client', 'ticket_seller'],
});
