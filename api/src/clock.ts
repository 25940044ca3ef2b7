/**
 * Where the API takes "now" from for its business rules (a draw's time, today's figures): the
 * system clock in the product, a clock a test sets or moves in the tests, so no test depends on the
 * day it runs. Sessions and sign-in counters keep to the real time they are stored with.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
