/**
 * A booth's business day (cuadre) as the sale, the cancellation and the payment meet it. Each of
 * them calls `assertBoothDayOpen` inside its own transaction, with the booth whose cash the
 * operation is dated on and its moment: the day's closing refuses the operation here with 409
 * DAY_CLOSED once booths close their days. Until then every day is open.
 */
import type { AuditedDb } from './audit';

export type BoothDayOperation = 'sale' | 'cancel' | 'payment';

export interface BoothDayCheck {
  boothId: number;
  /** When the operation happens (the API's clock): its business day is the booth's day it falls on. */
  at: Date;
  operation: BoothDayOperation;
}

/** Refuses (throws a ConflictError 'DAY_CLOSED') an operation dated on a closed day of its booth. */
export async function assertBoothDayOpen(_tx: AuditedDb, _check: BoothDayCheck): Promise<void> {
  // No booth day is ever closed yet.
}
