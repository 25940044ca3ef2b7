/**
 * Tickets: the list and the whole ticket (staff within their data scope; a terminal its own), the
 * sale from a terminal, cancelling, verifying by code and paying a prize.
 */
import { ticketsRoutes } from '@banca/contracts';
import { totalPages } from '../domain/paging';
import { payPrize, verifyTicket } from '../domain/sales/prizes';
import { payRefund } from '../domain/sales/refunds';
import { cancelTicket, sell } from '../domain/sales/sales';
import { listTickets, ticketById, ticketDetail, type TicketViewer } from '../domain/tickets';
import { type Caller, callerOf, callerScope } from '../http/caller';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { writeOf } from '../http/writes';

/** Who looks at a ticket: a staff role or a terminal. */
function viewerOf(caller: Caller): TicketViewer {
  return caller.kind === 'terminal'
    ? { kind: 'terminal', sellerId: caller.terminal.sellerId, boothId: caller.terminal.boothId }
    : { kind: 'staff', role: caller.user.role };
}

export default async function ticketsRoutesPlugin(app: App): Promise<void> {
  serve(app, ticketsRoutes.listTickets, async (request) => {
    const { rows, page, total } = await boundedRead(request, (db) => listTickets(db, callerScope(callerOf(request)), request.query));
    return { tickets: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, ticketsRoutes.ticket, async (request) => {
    const caller = callerOf(request);
    return ticketDetail(app.db, ticketById(request.params.id), callerScope(caller), viewerOf(caller), app.clock.now());
  });

  serve(app, ticketsRoutes.sell, async (request, reply) => {
    const { sale, replayed } = await sell(app.db, request.body, writeOf(request));
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(sale);
  });

  serve(app, ticketsRoutes.cancelTicket, async (request) =>
    cancelTicket(app.db, request.params.id, request.body.reason.trim(), viewerOf(callerOf(request)), writeOf(request)),
  );

  serve(app, ticketsRoutes.verifyTicket, async (request) => {
    const caller = callerOf(request);
    return verifyTicket(app.db, request.params.code, viewerOf(caller), callerScope(caller), app.clock.now());
  });

  serve(app, ticketsRoutes.payPrize, async (request) =>
    payPrize(app.db, request.params.id, request.body.expected_amount, writeOf(request), request.body.payment_method),
  );

  serve(app, ticketsRoutes.payRefund, async (request) => payRefund(app.db, request.params.id, writeOf(request)));
}
