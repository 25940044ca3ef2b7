/** The banca's currencies: which it sells in and its default (ARCHITECTURE §9). */
import { currenciesRoutes } from '@banca/contracts';
import { readCurrencySettings, saveCurrencySettings } from '../domain/currencies';
import { withETag } from '../http/preconditions';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { writeOf } from '../http/writes';

export default async function currencyRoutes(app: App): Promise<void> {
  serve(app, currenciesRoutes.currencySettings, async (_request, reply) => withETag(reply, await readCurrencySettings(app.db)));
  serve(app, currenciesRoutes.saveCurrencySettings, async (request, reply) =>
    withETag(reply, await saveCurrencySettings(app.db, request.body, writeOf(request))),
  );
}
