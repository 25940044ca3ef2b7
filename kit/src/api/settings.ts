import type { CurrencySettings } from '@banca/contracts';
import { callVersioned, ifMatch } from './client';

/** The banca's own settings: its currencies (enabled ones and the default), versioned. */
export const settingsApi = {
  currencies: () => callVersioned('GET /v1/settings/currencies'),
  saveCurrencies: (form: CurrencySettings, base?: string | null) =>
    callVersioned('PUT /v1/settings/currencies', { body: form, ...ifMatch(base) }),
};
