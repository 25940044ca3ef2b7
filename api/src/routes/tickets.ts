/** Tickets: the list (search by code, booth and winner filters) and the whole ticket, within the data scope. */
import { ticketsRoutes } from '@banca/contracts';
import { totalPages } from '../domain/paging';
import { scopeOf } from '../domain/scope';
import { listTickets, ticketDetail } from '../domain/tickets';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function ticketsRoutesPlugin(app: App): Promise<void> {
  serve(app, ticketsRoutes.listTickets, async (request) => {
    const { rows, page, total } = await listTickets(app.db, scopeOf(request.auth.user), request.query);
    return { tickets: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, ticketsRoutes.ticket, async (request) => ticketDetail(app.db, request.params.id, scopeOf(request.auth.user)));
}
