/**
 * Whether the API server can be reached, one answer for the whole page. The HTTP client reports
 * what its calls see (a network failure or a 502/503/504 answer: unreachable; any other answer:
 * reachable). While it is unreachable, GET /api/health is asked with a growing pause (1 s, 2 s,
 * 4 s… up to 30 s) until it answers; then the state turns reachable, and AppProviders has the
 * queries that failed meanwhile asked again, so nobody has to press "Reintentar".
 */
import { createStore, useStore } from 'zustand';
import { apiAddress } from './config';

export interface ServerConnection {
  reachable: boolean;
}

export const connectionStore = createStore<ServerConnection>(() => ({ reachable: true }));

/** The pauses between health checks while the server is unreachable. */
export const HEALTH_CHECK_DELAYS = { firstMs: 1_000, maxMs: 30_000 };

let timer: ReturnType<typeof setTimeout> | undefined;
let failedChecks = 0;

function scheduleCheck(): void {
  clearTimeout(timer);
  const delay = Math.min(HEALTH_CHECK_DELAYS.firstMs * 2 ** failedChecks, HEALTH_CHECK_DELAYS.maxMs);
  failedChecks += 1;
  timer = setTimeout(() => void checkServer(), delay);
}

/** A call could not reach the server: the page shows it and starts watching for its return. */
export function serverUnreachable(): void {
  if (!connectionStore.getState().reachable) return;
  failedChecks = 0;
  connectionStore.setState({ reachable: false });
  scheduleCheck();
}

/** The server answered something: whatever was waiting for it may go on. */
export function serverAnswered(): void {
  if (connectionStore.getState().reachable) return;
  clearTimeout(timer);
  timer = undefined;
  connectionStore.setState({ reachable: true });
}

/**
 * Asks GET /api/health now (it needs no session) and records the outcome: true when the server
 * answers that it is well.
 */
export async function checkServer(): Promise<boolean> {
  let healthy = false;
  try {
    healthy = (await fetch(apiAddress('health'), { cache: 'no-store', credentials: 'omit' })).ok;
  } catch {
    healthy = false;
  }
  if (healthy) serverAnswered();
  else if (connectionStore.getState().reachable) serverUnreachable();
  else scheduleCheck();
  return healthy;
}

/** Whether the server can be reached, as a React state. */
export function useServerReachable(): boolean {
  return useStore(connectionStore, (state) => state.reachable);
}

/** Back to a reachable server with no check pending (tests). */
export function resetServerConnection(): void {
  clearTimeout(timer);
  timer = undefined;
  failedChecks = 0;
  connectionStore.setState({ reachable: true });
}
