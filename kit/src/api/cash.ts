import type { BoothDayListQuery, BoothDayTicketsQuery, OwnerPaymentBody, StatementQuery } from '@banca/contracts';
import type { DrawerCurrency } from '@banca/contracts/enums';
import { call, callVersioned, ifMatch } from './client';

/**
 * The money of the booths and their owners: booth days (a day's read answers its version; its
 * closing, approval and reopening take it) and an owner's statement with the payments (abonos, cobros).
 */
export const cashApi = {
  days: (query: BoothDayListQuery) => call('GET /v1/cash/days/list', { query }),
  day: (boothId: number, date: string, currency?: DrawerCurrency) =>
    callVersioned('GET /v1/ticket_booths/detail/:id/days/:date', { params: { id: boothId, date }, query: { currency } }),
  dayTickets: (boothId: number, date: string, query: BoothDayTicketsQuery) =>
    call('GET /v1/ticket_booths/detail/:id/days/:date/tickets', { params: { id: boothId, date }, query }),
  /** The cash counted: one amount for a booth selling in one currency, `{ VES, USD }` for one selling in two. */
  close: (boothId: number, date: string, declaredCash: number | Partial<Record<DrawerCurrency, number>>, base?: string | null) =>
    callVersioned('POST /v1/ticket_booths/detail/:id/days/:date/close', {
      params: { id: boothId, date },
      body: { declared_cash: declaredCash },
      ...ifMatch(base),
    }),
  approve: (boothId: number, date: string, base?: string | null) =>
    callVersioned('POST /v1/ticket_booths/detail/:id/days/:date/approve', { params: { id: boothId, date }, ...ifMatch(base) }),
  reopen: (boothId: number, date: string, reason: string, base?: string | null) =>
    callVersioned('POST /v1/ticket_booths/detail/:id/days/:date/reopen', {
      params: { id: boothId, date },
      body: { reason },
      ...ifMatch(base),
    }),
  statement: (ownerId: number, query: StatementQuery) => call('GET /v1/users/detail/:id/statement', { params: { id: ownerId }, query }),
  pay: (ownerId: number, body: OwnerPaymentBody) => call('POST /v1/users/detail/:id/payments', { params: { id: ownerId }, body }),
  reverse: (ownerId: number, paymentId: number, reason: string) =>
    call('POST /v1/users/detail/:id/payments/:paymentId/reverse', { params: { id: ownerId, paymentId }, body: { reason } }),
};
