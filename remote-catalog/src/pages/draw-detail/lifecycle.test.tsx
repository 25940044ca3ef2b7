import type { DrawDetail } from '@banca/contracts';
import { fireEvent, mockFetch, type RecordedCall, renderAt, screen, signInAs, unreachable, waitFor, within } from '@banca/kit/testing';
import { drawDetail } from '../../test/fixtures';
import DrawDetailPage from '.';
import { DRAW_MOVED, DRAW_SUSPENDED } from './components/DrawLifecycle';
import { MOVE_PAST } from './components/MoveDrawDialog';
import { SAME_RESULT } from './components/ResultForm';
import { SUSPEND_REASON_REQUIRED } from './components/SuspendDrawDialog';

const STALE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';

/**
 * Draw 11 as the API keeps it: reads answer its version as the ETag; a lifecycle write with
 * another version is refused (412), else it moves the draw along and its version.
 */
function versionedDraw(start: Partial<DrawDetail>) {
  const state = { version: 5, draw: { ...drawDetail, ...start } as DrawDetail };
  const responder = (call: RecordedCall) => {
    const at = new URL(call.url).pathname;
    if (!at.startsWith('/api/v1/draws/detail/11')) return undefined;
    const etag = `"${state.version}"`;
    if (call.method === 'GET') return { body: state.draw, headers: { etag } };
    if (call.headers.get('if-match') !== etag) {
      return { status: 412, body: { statusCode: 412, error: 'Precondition Failed', message: STALE }, headers: { etag } };
    }
    const numbers = (call.body as { numbers?: string[] } | undefined)?.numbers ?? null;
    const reason = (call.body as { reason?: string } | undefined)?.reason;
    if (at.endsWith('/close')) state.draw = { ...state.draw, status: 'closed' };
    else if (call.method === 'PUT' && at === '/api/v1/draws/detail/11') {
      state.draw = { ...state.draw, draw_at: (call.body as { draw_at: string }).draw_at, origin: 'manual' };
    } else if (at.endsWith('/suspend')) {
      const refunded = state.draw.tickets_count;
      state.draw = { ...state.draw, status: 'suspended', suspend_reason: reason!, tickets_count: 0, refunded_count: refunded };
    } else state.draw = { ...state.draw, status: 'settled', winning_numbers: numbers!.join(''), result_parts: numbers, winners_count: 1 };
    state.version += 1;
    return { body: state.draw, headers: { etag: `"${state.version}"` } };
  };
  return { state, responder };
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
const openDraw = async () => {
  renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
  await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
};
const dialog = () => screen.findByRole('dialog');

describe('the lifecycle of a draw, for an administrator', () => {
  beforeEach(() => signInAs('admin'));

  it('closes the sales of an open draw after a confirmation, on the version shown', async () => {
    const api = versionedDraw({ status: 'open', winning_numbers: null, result_parts: null, results_history: [] });
    const { calls } = mockFetch(api.responder);
    await openDraw();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar ventas' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('¿Cerrar las ventas de «Lotería Nacional 12:00» antes de su hora?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cerrar ventas' }));
    expect(await screen.findByText('Ventas cerradas.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0].url).toMatch(/\/api\/v1\/draws\/detail\/11\/close$/);
    expect(writes(calls)[0].headers.get('if-match')).toBe('"5"');
    // The closed draw now asks for its result.
    expect(await screen.findByRole('button', { name: 'Confirmar resultado' })).toBeInTheDocument();
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
  });

  it("enters the result in the module's format, asks for confirmation, and settles", async () => {
    const api = versionedDraw({ status: 'closed', winning_numbers: null, result_parts: null, results_history: [] });
    const { calls } = mockFetch(api.responder);
    await openDraw();
    expect(screen.getByText('Un número de cuatro cifras (0000 a 9999).')).toBeInTheDocument();
    const field = screen.getByLabelText('Número');

    // Not a result of this format: the field says how one is written, and nothing is sent.
    for (const typed of ['427', '12345', '12a']) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar resultado' }));
      expect(await screen.findByText('Escribe 4 cifras, de 0000 a 9999.')).toBeInTheDocument();
    }
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '0427' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resultado' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('¿Confirmar 0427 como resultado de «Lotería Nacional 12:00»? Se liquidarán sus 16 tickets');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resultado' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirmar y liquidar' }));
    expect(await screen.findByText('Resultado confirmado: tickets liquidados.')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', body: { numbers: ['0427'] } });
    expect(writes(calls)[0].headers.get('if-match')).toBe('"5"');
    expect(await screen.findByText('Finalizado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Corregir resultado' })).toBeInTheDocument();
  });

  it('shows the result the feed proposed, with the animal’s name, in the form for a person to confirm it', async () => {
    const api = versionedDraw({
      status: 'closed',
      result_format: 'animal38',
      winning_numbers: null,
      result_parts: null,
      results_history: [],
      proposed_result: { numbers: '00', parts: ['00'], source: 'Proveedor Oficial', proposed_at: '2026-11-20T16:01:00.000Z' },
    });
    const { calls } = mockFetch(api.responder);
    await openDraw();
    expect(screen.getByText(/Proveedor Oficial propone 00 Ballena/)).toBeInTheDocument();
    expect(screen.getByLabelText('Animal')).toHaveValue('00');
    expect(writes(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resultado' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('¿Confirmar 00 Ballena como resultado de «Lotería Nacional 12:00»?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar y liquidar' }));
    expect(await screen.findByText('Resultado confirmado: tickets liquidados.')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', body: { numbers: ['00'] } });
    // Settled: the result is shown with its name.
    expect(await screen.findByText('00 Ballena')).toBeInTheDocument();
  });

  it('corrects a settled result from the current numbers, saying what changes, and shows the history', async () => {
    const api = versionedDraw({});
    const { calls } = mockFetch(api.responder);
    await openDraw();
    const history = screen.getByText('Historial de resultados').closest<HTMLElement>('.ant-card')!;
    expect(within(history).getByText('Primer ingreso')).toBeInTheDocument();
    expect(within(history).getAllByText('Administrador Principal')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Corregir resultado' }));
    const field = screen.getByLabelText('Número');
    expect(field).toHaveValue('4819');
    fireEvent.change(field, { target: { value: '4820' } });
    fireEvent.click(screen.getByRole('button', { name: 'Corregir resultado' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('¿Cambiar el resultado de «Lotería Nacional 12:00» de 4819 a 4820?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Corregir y liquidar' }));
    expect(await screen.findByText('Resultado corregido: tickets liquidados de nuevo.')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', body: { numbers: ['4820'] } });
  });

  it('refuses a correction equal to the current result in the form, before asking anything', async () => {
    const api = versionedDraw({});
    const { calls } = mockFetch(api.responder);
    await openDraw();
    fireEvent.click(screen.getByRole('button', { name: 'Corregir resultado' }));
    expect(screen.getByLabelText('Número')).toHaveValue('4819');
    fireEvent.click(screen.getByRole('button', { name: 'Corregir resultado' }));
    expect(await screen.findByText(SAME_RESULT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('says when an open draw’s sales close: its cutoff, not the draw’s hour', async () => {
    // 11:55 UTC is 07:55 on the business clock; the draw is at 08:00.
    const api = versionedDraw({ status: 'open', cutoff_at: '2026-11-20T11:55:00.000Z' });
    mockFetch(api.responder);
    await openDraw();
    expect(screen.getByText('Las ventas están abiertas; se cierran solas a las 07:55.')).toBeInTheDocument();
  });

  it('keeps the result typed, and says so in the form, when it cannot reach the server', async () => {
    const api = versionedDraw({ status: 'closed', winning_numbers: null, result_parts: null, results_history: [] });
    const { calls } = mockFetch(unreachable('v1/draws/detail/11/result', { times: 1 }), api.responder);
    await openDraw();
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '0427' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resultado' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirmar y liquidar' }));
    const alert = (await screen.findByText('No se guardó: sin conexión')).closest<HTMLElement>('[role="alert"]')!;
    expect(screen.getByLabelText('Número')).toHaveValue('0427');
    expect(screen.queryByText('Resultado confirmado: tickets liquidados.')).not.toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirmar y liquidar' }));
    expect(await screen.findByText('Resultado confirmado: tickets liquidados.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(2);
  });

  it('says so when another administrator changed the draw first, and Recargar shows it', async () => {
    const api = versionedDraw({ status: 'closed', winning_numbers: null, result_parts: null, results_history: [] });
    mockFetch(api.responder);
    await openDraw();
    // Someone else confirms a result meanwhile.
    api.state.draw = { ...api.state.draw, status: 'settled', winning_numbers: '1111', result_parts: ['1111'] };
    api.state.version += 1;
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: '0427' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar resultado' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Confirmar y liquidar' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText('1111')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(STALE)).not.toBeInTheDocument());
  });
});

describe('suspending a draw', () => {
  beforeEach(() => signInAs('admin'));

  it('asks for a required reason, says how many tickets will be refunded, and suspends on the version shown', async () => {
    const api = versionedDraw({ status: 'closed', winning_numbers: null, result_parts: null, results_history: [], sales_total: 195 });
    const { calls } = mockFetch(api.responder);
    await openDraw();
    fireEvent.click(screen.getByRole('button', { name: 'Suspender' }));
    const suspend = await dialog();
    expect(suspend).toHaveTextContent('Sus 16 tickets');
    expect(suspend).toHaveTextContent('quedarán reintegrados');
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspender sorteo' }));
    expect(await within(suspend).findByText(SUSPEND_REASON_REQUIRED)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(within(suspend).getByLabelText('Motivo de la suspensión'), { target: { value: '  La lotería no se jugó ' } });
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspender sorteo' }));
    expect(await screen.findByText(DRAW_SUSPENDED)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', body: { reason: 'La lotería no se jugó' } });
    expect(writes(calls)[0].url).toMatch(/\/api\/v1\/draws\/detail\/11\/suspend$/);
    expect(writes(calls)[0].headers.get('if-match')).toBe('"5"');
    expect(await screen.findByText('Sorteo suspendido: La lotería no se jugó. 16 tickets reintegrados.')).toBeInTheDocument();
    expect(screen.getByText('Suspendido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suspender|Confirmar resultado/ })).not.toBeInTheDocument();
  });

  it('says so when another administrator changed the draw first', async () => {
    const api = versionedDraw({ status: 'open', winning_numbers: null, result_parts: null, results_history: [] });
    mockFetch(api.responder);
    await openDraw();
    api.state.version += 1;
    fireEvent.click(screen.getByRole('button', { name: 'Suspender' }));
    const suspend = await dialog();
    fireEvent.change(within(suspend).getByLabelText('Motivo de la suspensión'), { target: { value: 'No se jugó' } });
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspender sorteo' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(screen.queryByText(DRAW_SUSPENDED)).not.toBeInTheDocument();
  });
});

describe('changing an open draw’s time', () => {
  beforeEach(() => signInAs('admin'));

  it('takes a day and time on the banca’s clock, refuses a past one in the form, and writes on the version shown', async () => {
    const api = versionedDraw({ status: 'open', winning_numbers: null, result_parts: null, results_history: [] });
    const { calls } = mockFetch(api.responder);
    await openDraw();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar hora' }));
    const move = await dialog();
    // The draw's own day and time (12:00 UTC is 08:00 in Caracas) to start from.
    expect(within(move).getByLabelText('Fecha')).toHaveValue('2026-11-20');
    expect(within(move).getByLabelText('Hora')).toHaveValue('08:00');
    fireEvent.change(within(move).getByLabelText('Fecha'), { target: { value: '2000-01-15' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Cambiar hora' }));
    expect(await within(move).findByText(MOVE_PAST)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(within(move).getByLabelText('Fecha'), { target: { value: '2099-01-15' } });
    fireEvent.change(within(move).getByLabelText('Hora'), { target: { value: '19:30' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Cambiar hora' }));
    expect(await screen.findByText(DRAW_MOVED)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', body: { draw_at: '2099-01-15T23:30:00.000Z' } });
    expect(writes(calls)[0].headers.get('if-match')).toBe('"5"');
  });

  it('shows the server’s refusal in the dialog (another draw of the lottery at that time)', async () => {
    const api = versionedDraw({ status: 'open', winning_numbers: null, result_parts: null, results_history: [] });
    mockFetch(
      (call) =>
        call.method === 'PUT'
          ? {
              status: 409,
              body: { statusCode: 409, error: 'Conflict', code: 'DRAW_EXISTS', message: 'Esta lotería ya tiene un sorteo a esa hora.' },
            }
          : undefined,
      api.responder,
    );
    await openDraw();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar hora' }));
    const move = await dialog();
    fireEvent.change(within(move).getByLabelText('Fecha'), { target: { value: '2099-01-15' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Cambiar hora' }));
    expect(await within(move).findByRole('alert')).toHaveTextContent('Esta lotería ya tiene un sorteo a esa hora.');
  });
});

describe('the lifecycle of a draw, for other roles', () => {
  it.each(['operator', 'client', 'ticket_seller'] as const)('a %s sees the status but no action', async (role) => {
    signInAs(role);
    mockFetch(versionedDraw({ status: 'closed', winning_numbers: null, result_parts: null, results_history: [] }).responder);
    await openDraw();
    expect(screen.getByText('Solo un administrador puede cerrar las ventas e ingresar el resultado de un sorteo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar resultado|Cerrar ventas|Corregir resultado/ })).not.toBeInTheDocument();
  });
});
