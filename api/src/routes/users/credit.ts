/** An owner's credit limit per currency and what it owes (ARCHITECTURE §9). */
import { creditRoutes } from '@banca/contracts';
import { readOwnerCredit, saveOwnerCredit } from '../../domain/cash/credit';
import { callerOf, callerScope } from '../../http/caller';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { withETag } from '../../http/preconditions';
import { writeOf } from '../../http/writes';

export default async function creditRoutesPlugin(app: App): Promise<void> {
  serve(app, creditRoutes.ownerCredit, async (request, reply) =>
    withETag(reply, await readOwnerCredit(app.db, request.params.id, callerScope(callerOf(request)))),
  );
  serve(app, creditRoutes.saveOwnerCredit, async (request, reply) =>
    withETag(reply, await saveOwnerCredit(app.db, request.params.id, request.body, writeOf(request))),
  );
}
