import type { SaleBody, TicketStatus } from '@banca/contracts';
import type { PaymentMethod } from '@banca/contracts/enums';
import type { Currency } from '@banca/contracts/money';
import { call, callVersioned, callWithHeaders, ifMatch } from './client';

/**
 * A booth terminal's calls (a seller account's session; signing in and out is shared-auth's):
 * who it is, the draws it may sell, the sale, its own tickets, cancel, verify and pay, what is
 * still available of a number, and its booth's day (its figures, with their version, and closing it). The sale answers its headers too: `Idempotent-Replayed` says the
 * ticket was sold by an earlier sending of the same `request_id`, and `Date` is the server's clock.
 */
export const terminalApi = {
  session: () => call('GET /v1/terminal/session'),
  /** The draws open for sale now, with the answer's headers (its `Date`: the server's clock, for the countdowns). */
  draws: () => callWithHeaders('GET /v1/terminal/draws'),
  sell: (body: SaleBody, signal?: AbortSignal) => callWithHeaders('POST /v1/tickets/create', { body, signal }),
  tickets: (query: { day: string; search?: string | null; page?: number; status?: TicketStatus }) =>
    call('GET /v1/tickets/list', { query }),
  ticket: (id: number) => call('GET /v1/tickets/detail/:id', { params: { id } }),
  cancel: (id: number, reason: string) => call('POST /v1/tickets/detail/:id/cancel', { params: { id }, body: { reason } }),
  verify: (code: string) => call('GET /v1/tickets/verify/:code', { params: { code } }),
  /** Pays a prize as seen; `paymentMethod` only when not cash (pago móvil, transferencia, punto de venta). */
  pay: (id: number, expectedAmount: number, paymentMethod?: PaymentMethod) =>
    call('POST /v1/tickets/detail/:id/pay', {
      params: { id },
      body: {
        expected_amount: expectedAmount,
        ...(paymentMethod && paymentMethod !== 'efectivo' ? { payment_method: paymentMethod } : {}),
      },
    }),
  /** Its tickets of suspended draws whose money is still owed back, newest first. */
  refundsOwed: (page = 1) => call('GET /v1/tickets/list', { query: { refund_owed: 'true', page } }),
  payRefund: (id: number) => call('POST /v1/tickets/detail/:id/refund', { params: { id } }),
  /** The day's figures in one currency (none named: the banca's default; the answer's `currencies` are the booth's). */
  day: (boothId: number, date: string, currency?: Currency) =>
    callVersioned('GET /v1/ticket_booths/detail/:id/days/:date', { params: { id: boothId, date }, query: currency ? { currency } : {} }),
  /**
   * Closes the day as it was seen (`etag`): if it changed since (a sale, a payment), 412 and nothing is closed.
   * The cash counted: one amount for a booth selling in one currency, `{ VES, USD }` for one selling in two.
   */
  closeDay: (boothId: number, date: string, declaredCash: number | Partial<Record<Currency, number>>, etag: string | null) =>
    callVersioned('POST /v1/ticket_booths/detail/:id/days/:date/close', {
      params: { id: boothId, date },
      body: { declared_cash: declaredCash },
      ...ifMatch(etag),
    }),
  /** In the sale's currency: a tope counts that currency's sales only (none named: the banca's default). */
  availability: (drawId: number, gameTypeId: number, selection: string, currency?: Currency) =>
    call('GET /v1/draws/detail/:id/availability', {
      params: { id: drawId },
      query: { game_type_id: gameTypeId, selection, ...(currency ? { currency } : {}) },
    }),
};
