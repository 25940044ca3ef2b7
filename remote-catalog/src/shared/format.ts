/** Money, counts and dates come from shared-auth's formatters; this is the catalog's own. */
/** A payout multiplier: 70×, 5.000×. */
const multipliers = new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 });
export const formatPayout = (value: number): string => `${multipliers.format(value)}×`;
