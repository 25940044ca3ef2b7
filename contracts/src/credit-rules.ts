/**
 * When an owner's credit is warned of and when it is used up, as plain functions without TypeBox:
 * the booth terminal's first page warns with them, and importing them from the package's root would
 * bring every route's schema (and TypeBox) into it. `./credit` re-exports them.
 */

/** What the rules read of a currency's credit status (`CreditStatus` has it): how much of the limit is owed. */
interface CreditUse {
  used_percentage: number;
}

/** The share of the limit from which the terminal and the owner are warned. */
export const CREDIT_WARNING_PERCENTAGE = 80;

/** The currencies whose credit is to be warned of: what the owner owes is at least 80 % of the limit. */
export const warnedCredit = <Status extends CreditUse>(status: readonly Status[]): Status[] =>
  status.filter((entry) => entry.used_percentage >= CREDIT_WARNING_PERCENTAGE);

/** Whether a currency's credit is used up: its sales are refused until the owner pays. */
export const creditUsedUp = (entry: CreditUse): boolean => entry.used_percentage >= 100;
