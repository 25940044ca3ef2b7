/** Money, counts and dates come from shared-auth's formatters; this is the catalog's own. */
/** A payout multiplier (the kit's: the terminal and the users' Módulos write it too). */
export { formatPayout } from '@banca/kit';
