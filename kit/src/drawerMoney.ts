import type { DrawerCurrency } from '@banca/contracts/enums';
import { formatCurrency } from './format';

/**
 * An amount of a drawer's float or expense in its currency: `$1.234,56` or `Bs 1.234,56`. Stands
 * in until the currency-aware money format of issue 38 item 1 (which replaces it).
 */
export const formatDrawerMoney = (amount: number, currency: DrawerCurrency): string =>
  currency === 'VES' ? formatCurrency(amount).replace('$', 'Bs ') : formatCurrency(amount);
