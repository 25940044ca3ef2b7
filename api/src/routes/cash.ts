/**
 * The money of the booths and their owners: a booth's day (its terminal, its own booth's only),
 * its closing and approval, the days list and a day's tickets; an owner's statement and the
 * payments between the banca and the owner.
 */
import { cashRoutes, drawerRoutes } from '@banca/contracts';
import {
  approveBoothDay,
  boothDayTickets,
  closeBoothDay,
  type DayViewer,
  listBoothDays,
  readBoothDay,
  reopenBoothDay,
} from '../domain/cash/booth-days';
import { createBoothDayExpense, decideExpense, listExpenses, setBoothDayFloat } from '../domain/cash/drawer';
import { createOwnerPayment, ownerStatement, reverseOwnerPayment } from '../domain/cash/statements';
import { type Caller, callerOf, callerScope } from '../http/caller';
import { withETag } from '../http/preconditions';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { writeOf } from '../http/writes';

const viewerOf = (caller: Caller): DayViewer =>
  caller.kind === 'terminal' ? { kind: 'terminal' } : { kind: 'staff', role: caller.user.role };

export default async function cashRoutesPlugin(app: App): Promise<void> {
  serve(app, cashRoutes.boothDay, async (request, reply) => {
    const caller = callerOf(request);
    const { id, date } = request.params;
    return withETag(
      reply,
      await readBoothDay(app.db, id, date, callerScope(caller), viewerOf(caller), app.clock.now(), request.query.currency),
    );
  });

  serve(app, cashRoutes.closeBoothDay, async (request, reply) => {
    const { id, date } = request.params;
    return withETag(
      reply,
      await closeBoothDay(app.db, id, date, request.body.declared_cash, viewerOf(callerOf(request)), writeOf(request)),
    );
  });

  serve(app, cashRoutes.approveBoothDay, async (request, reply) => {
    const { id, date } = request.params;
    return withETag(reply, await approveBoothDay(app.db, id, date, viewerOf(callerOf(request)), writeOf(request)));
  });

  serve(app, cashRoutes.reopenBoothDay, async (request, reply) => {
    const { id, date } = request.params;
    return withETag(
      reply,
      await reopenBoothDay(app.db, id, date, request.body.reason.trim(), viewerOf(callerOf(request)), writeOf(request)),
    );
  });

  serve(app, cashRoutes.boothDayTickets, async (request) => {
    const { id, date } = request.params;
    return boundedRead(request, (db) => boothDayTickets(db, id, date, callerScope(callerOf(request)), request.query));
  });

  serve(app, cashRoutes.listBoothDays, async (request) =>
    boundedRead(request, (db) => listBoothDays(db, callerScope(callerOf(request)), request.query, app.clock.now())),
  );

  // The drawer (domain/cash/drawer.ts): float, expenses and their approval.
  serve(app, drawerRoutes.setBoothDayFloat, async (request) =>
    setBoothDayFloat(app.db, request.params.id, request.params.date, request.body, writeOf(request)),
  );

  serve(app, drawerRoutes.createBoothDayExpense, async (request, reply) =>
    reply.status(201).send(await createBoothDayExpense(app.db, request.params.id, request.params.date, request.body, writeOf(request))),
  );

  serve(app, drawerRoutes.listExpenses, async (request) => listExpenses(app.db, callerScope(callerOf(request)), request.query));

  serve(app, drawerRoutes.approveExpense, async (request) => decideExpense(app.db, request.params.id, 'approved', writeOf(request)));

  serve(app, drawerRoutes.rejectExpense, async (request) => decideExpense(app.db, request.params.id, 'rejected', writeOf(request)));

  serve(app, cashRoutes.statement, async (request) => {
    const { from, to, currency } = request.query;
    const scope = callerScope(callerOf(request));
    return boundedRead(request, (db) => ownerStatement(db, request.params.id, from, to, scope, app.clock.now(), currency));
  });

  serve(app, cashRoutes.createOwnerPayment, async (request, reply) => {
    const { payment, replayed } = await createOwnerPayment(app.db, request.params.id, request.body, writeOf(request));
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(payment);
  });

  serve(app, cashRoutes.reverseOwnerPayment, async (request) =>
    reverseOwnerPayment(app.db, request.params.id, request.params.paymentId, request.body.reason.trim(), writeOf(request)),
  );
}
