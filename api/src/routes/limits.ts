/** Sales limits (topes): list, detail, create, edit, delete, and what may still be sold of a number. */
import { salesLimitsRoutes } from '@banca/contracts';
import { totalPages } from '../domain/paging';
import {
  availabilityScopes,
  createSalesLimit,
  deleteSalesLimit,
  findSalesLimit,
  listSalesLimits,
  numberAvailability,
  updateSalesLimit,
} from '../domain/sales/limits';
import { currencyOfRead } from '../domain/currencies';
import { scopeOf } from '../domain/scope';
import { callerOf, callerScope } from '../http/caller';
import { withETag } from '../http/preconditions';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { writeOf } from '../http/writes';

export default async function limitsRoutesPlugin(app: App): Promise<void> {
  serve(app, salesLimitsRoutes.listSalesLimits, async (request) => {
    const { rows, page, total } = await listSalesLimits(app.db, scopeOf(request.auth.user), request.query);
    return { limits: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, salesLimitsRoutes.salesLimit, async (request, reply) =>
    withETag(reply, await findSalesLimit(app.db, request.params.id, scopeOf(request.auth.user))),
  );

  serve(app, salesLimitsRoutes.createSalesLimit, async (request, reply) =>
    reply.status(201).send(withETag(reply, await createSalesLimit(app.db, request.body, writeOf(request)))),
  );
  serve(app, salesLimitsRoutes.updateSalesLimit, async (request, reply) =>
    withETag(reply, await updateSalesLimit(app.db, request.params.id, request.body.max_amount, writeOf(request))),
  );
  serve(app, salesLimitsRoutes.deleteSalesLimit, async (request, reply) =>
    withETag(reply, await deleteSalesLimit(app.db, request.params.id, writeOf(request))),
  );

  serve(app, salesLimitsRoutes.availability, async (request) => {
    const scope = callerScope(callerOf(request));
    const scopes = await availabilityScopes(app.db, scope, request.query);
    const currency = await currencyOfRead(app.db, request.query.currency);
    return numberAvailability(app.db, request.params.id, request.query, scopes, currency);
  });
}
