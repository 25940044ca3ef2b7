/**
 * Sending a sale until its outcome is known. The sale is kept on the device before it is sent
 * (pendingSale.ts); then:
 * - an answer of the server settles it: 201 sold (the receipt), 400/404/409 refused (nothing was
 *   sold: the lines go back to the seller with the server's reason);
 * - no answer (the link dropped, the time limit passed, the server or its gateway failed: 5xx)
 *   leaves it unknown: it is sent again, with the same `request_id`, after 1, 2, 4, 8 and then every
 *   15 seconds, at once when the device or the server is back, and when the seller asks — until
 *   the server answers. The server sells a `request_id` once and answers it again with the same
 *   ticket, so no resend can sell twice, and no sale is lost in silence;
 * - a 403 (the session ended) keeps it: the page reloads to the sign-in, and once the same seller
 *   account signs in again on this device it is sent again.
 * One sale at a time: while one is sending or unknown no other is taken.
 */
import type { Sale } from '@banca/contracts';
import { terminalApi } from '@banca/kit';
import { ApiRequestError, type ApiError, connectionStore, toApiError } from '@banca/shared-auth';
import { createStore } from 'zustand';
import { type PendingSale, pendingSales } from './pendingSale';

/** How long a sale waits for its answer before it counts as lost and is sent again. */
export const SALE_TIMEOUT_MS = 12_000;
/** The waits before each resend; the last repeats. */
export const SALE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export type SaleState =
  | { status: 'idle' }
  /** Sent and waiting (`attempt` 1 is the first sending). */
  | { status: 'sending'; pending: PendingSale; attempt: number }
  /** Its answer was lost: sent again at `nextAttemptAt` (epoch ms). */
  | { status: 'unknown'; pending: PendingSale; nextAttemptAt: number; lastError: string }
  /** Sold: `recovered` when the answer came only after sending it again. */
  | { status: 'sold'; sale: Sale; recovered: boolean }
  /** The server refused it: nothing was sold. */
  | { status: 'refused'; pending: PendingSale; error: ApiError };

export const saleStore = createStore<SaleState>()(() => ({ status: 'idle' }));

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight = false;

function schedule(pending: PendingSale, lastError: string): void {
  const delay = SALE_RETRY_DELAYS_MS[Math.min(pending.attempts - 1, SALE_RETRY_DELAYS_MS.length - 1)] ?? 1_000;
  saleStore.setState({ status: 'unknown', pending, nextAttemptAt: Date.now() + delay, lastError }, true);
  clearTimeout(timer);
  timer = setTimeout(() => void send(), delay);
}

/** What an error says about the sale: refused (nothing sold), or unknown (send again). */
function isRefusal(error: unknown): error is ApiRequestError {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 403 || error.status === 408 || error.status === 429 || error.status >= 500) return false;
  return error.status >= 400;
}

async function send(): Promise<void> {
  const state = saleStore.getState();
  if (inFlight || (state.status !== 'sending' && state.status !== 'unknown')) return;
  clearTimeout(timer);
  inFlight = true;
  const pending: PendingSale = { ...state.pending, attempts: state.pending.attempts + 1 };
  pendingSales.write(pending);
  saleStore.setState({ status: 'sending', pending, attempt: pending.attempts }, true);
  const abort = new AbortController();
  const limit = setTimeout(() => abort.abort(new DOMException('La venta no respondió a tiempo.', 'TimeoutError')), SALE_TIMEOUT_MS);
  try {
    const { data } = await terminalApi.sell(pending.body, abort.signal);
    pendingSales.clear(pending.sellerId);
    saleStore.setState({ status: 'sold', sale: data, recovered: pending.attempts > 1 }, true);
  } catch (error) {
    if (isRefusal(error)) {
      pendingSales.clear(pending.sellerId);
      saleStore.setState({ status: 'refused', pending, error: toApiError(error) }, true);
    } else {
      const reason =
        error instanceof ApiRequestError
          ? `el servidor respondió ${error.status}`
          : abort.signal.aborted
            ? 'no hubo respuesta a tiempo'
            : 'no hubo conexión';
      schedule(pending, reason);
    }
  } finally {
    clearTimeout(limit);
    inFlight = false;
  }
}

export const saleSender = {
  /** Keeps the sale on the device, then sends it. */
  submit(pending: PendingSale): void {
    const state = saleStore.getState();
    if (state.status === 'sending' || state.status === 'unknown') return;
    pendingSales.write(pending);
    saleStore.setState({ status: 'sending', pending, attempt: pending.attempts + 1 }, true);
    void send();
  },
  /** A sale of this seller account left on the device (a reload, a new sign-in): sent again now. */
  resume(sellerId: number): void {
    const state = saleStore.getState();
    if (state.status === 'sending' || state.status === 'unknown') return;
    const pending = pendingSales.read(sellerId);
    if (!pending) return;
    saleStore.setState({ status: 'unknown', pending, nextAttemptAt: Date.now(), lastError: 'la página se recargó' }, true);
    void send();
  },
  /** "Reintentar ahora". */
  retryNow(): void {
    if (saleStore.getState().status === 'unknown') void send();
  },
  /** The receipt or the refusal was seen: ready for the next sale. */
  dismiss(): void {
    const { status } = saleStore.getState();
    if (status === 'sold' || status === 'refused') saleStore.setState({ status: 'idle' }, true);
  },
  /** Signing out (or another account): forget what is on screen; what is on the device stays. */
  reset(): void {
    clearTimeout(timer);
    saleStore.setState({ status: 'idle' }, true);
  },
};

// Back online, or the server answers again: a sale whose answer was lost is sent at once.
if (typeof window !== 'undefined') window.addEventListener('online', () => saleSender.retryNow());
connectionStore.subscribe((now, before) => {
  if (now.reachable && !before.reachable) saleSender.retryNow();
});
