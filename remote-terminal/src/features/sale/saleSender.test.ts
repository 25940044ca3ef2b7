import { answer, callsTo, mockFetch, waitFor } from '@banca/kit/testing';
import { DEVICE_KEYS } from '../../shared/storage';
import { pendingSale as pending, resetTerminal, sale, SELLER } from '../../test/fixtures';
import type { PendingSale } from './pendingSale';
import { SALE_RETRY_DELAYS_MS, saleSender, saleStore } from './saleSender';

/** A network that drops the first `drops` sales (no answer at all), then answers. */
function flakyNetwork(drops: number, then: { status: number; body: unknown }) {
  let left = drops;
  return mockFetch((call) => {
    if (!call.url.endsWith('/api/v1/tickets/create')) return undefined;
    if (left > 0) {
      left -= 1;
      throw new TypeError('Failed to fetch');
    }
    return then;
  });
}

const stored = () => window.localStorage.getItem(DEVICE_KEYS.pendingSale(SELLER.id));

beforeEach(() => resetTerminal());
afterEach(() => jest.useRealTimers());

describe('a sale whose answer is lost', () => {
  it('is kept on the device before it is sent, and resent with the same request_id until it is known: one ticket', async () => {
    const { calls } = flakyNetwork(2, { status: 201, body: sale() });
    saleSender.submit(pending());
    await waitFor(() => expect(saleStore.getState().status).toBe('unknown'));
    const lost = JSON.parse(stored()!) as PendingSale;
    expect(lost).toMatchObject({ body: pending().body, attempts: 1 });
    // Resent by itself after the first wait (and the second), never as a new sale.
    await waitFor(() => expect(saleStore.getState().status).toBe('sold'), {
      timeout: SALE_RETRY_DELAYS_MS[0] + SALE_RETRY_DELAYS_MS[1] + 3000,
    });
    const sent = callsTo(calls, 'v1/tickets/create').map((call) => (call.body as { request_id: string }).request_id);
    expect(sent).toEqual([pending().body.request_id, pending().body.request_id, pending().body.request_id]);
    expect(saleStore.getState()).toMatchObject({ status: 'sold', sale: { code: 'EE5Z-V1Q2-3NXBA' }, recovered: true });
    expect(stored()).toBeNull();
  });

  it('is sent again at once when the seller asks, and when the device is back online', async () => {
    const { calls } = flakyNetwork(2, { status: 201, body: sale() });
    saleSender.submit(pending());
    await waitFor(() => expect(saleStore.getState().status).toBe('unknown'));
    saleSender.retryNow();
    await waitFor(() => expect(callsTo(calls, 'v1/tickets/create')).toHaveLength(2));
    await waitFor(() => expect(saleStore.getState().status).toBe('unknown'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(saleStore.getState().status).toBe('sold'));
    expect(callsTo(calls, 'v1/tickets/create')).toHaveLength(3);
  });

  it('counts a gateway failure (502–504) or a server error as a lost answer, not as a refusal', async () => {
    const { calls } = mockFetch(
      (() => {
        let n = 0;
        return (call) => {
          if (!call.url.endsWith('/api/v1/tickets/create')) return undefined;
          n += 1;
          return n === 1 ? { status: 504, body: { message: 'Gateway Timeout' } } : { status: 201, body: sale() };
        };
      })(),
    );
    saleSender.submit(pending());
    await waitFor(() => expect(saleStore.getState().status).toBe('unknown'));
    expect(stored()).not.toBeNull();
    saleSender.retryNow();
    await waitFor(() => expect(saleStore.getState().status).toBe('sold'));
    expect(callsTo(calls, 'v1/tickets/create')).toHaveLength(2);
  });

  it('survives a reload: a sale left on the device by this seller account is resent on the next start', async () => {
    window.localStorage.setItem(DEVICE_KEYS.pendingSale(SELLER.id), JSON.stringify({ ...pending(), attempts: 1 }));
    const { calls } = mockFetch(answer('POST', 'v1/tickets/create', sale(), 201, { 'Idempotent-Replayed': 'true' }));
    saleSender.resume(SELLER.id);
    await waitFor(() => expect(saleStore.getState().status).toBe('sold'));
    expect(callsTo(calls, 'v1/tickets/create')[0].body).toEqual(pending().body);
    expect(saleStore.getState()).toMatchObject({ recovered: true });
    expect(stored()).toBeNull();
  });

  it("leaves another seller account's sale on the device alone", () => {
    window.localStorage.setItem(DEVICE_KEYS.pendingSale(77), JSON.stringify({ ...pending(), sellerId: 77 }));
    const { calls } = mockFetch();
    saleSender.resume(SELLER.id);
    expect(saleStore.getState().status).toBe('idle');
    expect(calls).toHaveLength(0);
    expect(window.localStorage.getItem(DEVICE_KEYS.pendingSale(77))).not.toBeNull();
  });

  it('ends when the server refuses it (nothing was sold): the device forgets it and says why', async () => {
    mockFetch(
      answer(
        'POST',
        'v1/tickets/create',
        { statusCode: 409, code: 'DRAW_CLOSED', message: 'Las ventas de este sorteo están cerradas.' },
        409,
      ),
    );
    saleSender.submit(pending());
    await waitFor(() => expect(saleStore.getState().status).toBe('refused'));
    expect(saleStore.getState()).toMatchObject({ error: { code: 'DRAW_CLOSED', message: 'Las ventas de este sorteo están cerradas.' } });
    expect(stored()).toBeNull();
  });

  it('takes no other sale while one is unknown', async () => {
    const { calls } = flakyNetwork(5, { status: 201, body: sale() });
    saleSender.submit(pending());
    await waitFor(() => expect(saleStore.getState().status).toBe('unknown'));
    saleSender.submit(pending('9e107d9d-372b-4f6a-9c1e-4b5c6d7e8f90'));
    expect(callsTo(calls, 'v1/tickets/create')).toHaveLength(1);
    expect(JSON.parse(stored()!).body.request_id).toBe(pending().body.request_id);
  });
});
