import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from './config';
import { checkServer, connectionStore, HEALTH_CHECK_DELAYS } from './connection';
import { request } from './http';
import { refetchWhenServerReturns } from './providers';
import { answer, mockFetch, type RecordedCall } from './testing';

beforeEach(() => setRuntimeConfig({ apiUrl: '/api' }));
afterEach(() => jest.useRealTimers());

const reachable = () => connectionStore.getState().reachable;
const healthChecks = (calls: RecordedCall[]) => calls.filter((call) => new URL(call.url).pathname === '/api/health');

/** A fetch that fails as a network failure does while `down` says so, and answers otherwise. */
function serverThatGoesDown() {
  const state = { down: true };
  const healthy = answer('GET', 'health', { status: 'ok' });
  const { calls, fetchMock } = mockFetch(healthy, answer('GET', 'v1/users/list', { users: [] }));
  const answering = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (!state.down) return answering!(input, init);
    calls.push({ url: String(input instanceof Request ? input.url : input), method: 'GET', headers: new Headers(), body: undefined });
    throw new TypeError('Failed to fetch');
  });
  return { state, calls };
}

describe('the server connection', () => {
  it('turns unreachable on a network failure and on 502, 503 and 504 answers, not on other errors', async () => {
    mockFetch(answer('GET', 'v1/a', { message: 'No existe.' }, 404), answer('GET', 'v1/b', { message: 'Error' }, 500));
    await expect(request('GET', 'v1/a')).rejects.toMatchObject({ status: 404 });
    await expect(request('GET', 'v1/b')).rejects.toMatchObject({ status: 500 });
    expect(reachable()).toBe(true);

    for (const status of [502, 503, 504]) {
      connectionStore.setState({ reachable: true });
      mockFetch(answer('GET', 'v1/a', { message: 'Servicio no disponible.' }, status));
      await expect(request('GET', 'v1/a')).rejects.toMatchObject({ status });
      expect(reachable()).toBe(false);
    }

    connectionStore.setState({ reachable: true });
    serverThatGoesDown();
    await expect(request('GET', 'v1/users/list')).rejects.toBeInstanceOf(TypeError);
    expect(reachable()).toBe(false);
  });

  it('turns reachable again when any call gets an answer', async () => {
    mockFetch(answer('GET', 'v1/a', { message: 'Servicio no disponible.' }, 503));
    await expect(request('GET', 'v1/a')).rejects.toMatchObject({ status: 503 });
    mockFetch(answer('GET', 'v1/a', { message: 'No existe.' }, 404));
    await expect(request('GET', 'v1/a')).rejects.toMatchObject({ status: 404 });
    expect(reachable()).toBe(true);
  });

  it('while unreachable asks /api/health with a doubling pause until it answers, then stops asking', async () => {
    jest.useFakeTimers();
    const { state, calls } = serverThatGoesDown();
    await expect(request('GET', 'v1/users/list')).rejects.toBeInstanceOf(TypeError);
    expect(reachable()).toBe(false);

    const first = HEALTH_CHECK_DELAYS.firstMs;
    await jest.advanceTimersByTimeAsync(first - 1);
    expect(healthChecks(calls)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(healthChecks(calls)).toHaveLength(1);
    // the next pause is twice as long
    await jest.advanceTimersByTimeAsync(2 * first - 1);
    expect(healthChecks(calls)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(healthChecks(calls)).toHaveLength(2);
    expect(reachable()).toBe(false);

    state.down = false;
    await jest.advanceTimersByTimeAsync(4 * first);
    expect(reachable()).toBe(true);
    const asked = healthChecks(calls).length;
    await jest.advanceTimersByTimeAsync(HEALTH_CHECK_DELAYS.maxMs * 2);
    expect(healthChecks(calls)).toHaveLength(asked);
  });

  it('never waits longer than the longest pause between checks', async () => {
    jest.useFakeTimers();
    const { calls } = serverThatGoesDown();
    await expect(request('GET', 'v1/users/list')).rejects.toBeInstanceOf(TypeError);
    await jest.advanceTimersByTimeAsync(HEALTH_CHECK_DELAYS.maxMs * 3);
    const before = healthChecks(calls).length;
    await jest.advanceTimersByTimeAsync(HEALTH_CHECK_DELAYS.maxMs);
    expect(healthChecks(calls)).toHaveLength(before + 1);
  });

  it('checkServer answers whether the server is well and records it', async () => {
    mockFetch(answer('GET', 'health', { status: 'starting' }, 503));
    expect(await checkServer()).toBe(false);
    expect(reachable()).toBe(false);
    mockFetch(answer('GET', 'health', { status: 'ok' }));
    expect(await checkServer()).toBe(true);
    expect(reachable()).toBe(true);
  });

  it('has the failed queries on screen asked again when the server returns', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = refetchWhenServerReturns(client);
    const { state } = serverThatGoesDown();
    const observer = new QueryObserver(client, {
      queryKey: ['users'],
      queryFn: async () => (await request<{ users: unknown[] }>('GET', 'v1/users/list')).data,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(reachable()).toBe(false);

    state.down = false;
    expect(await checkServer()).toBe(true);
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual({ users: [] }));
    unsubscribe();
    stop();
  });
});
