/**
 * Record versions as SQL: every write to a versioned record (users, sellers, booths, draws,
 * lotteries and their game types, sales limits, booth days) sets `version = version + 1` in its own
 * UPDATE, and a write under If-Match adds the version it expects to that UPDATE's WHERE. The database checks and writes in one step, so of two writers
 * holding the same version exactly one updates the row; the other's UPDATE finds none.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What the caller's copy says of the record's version (If-Match over HTTP): `undefined` when the
 * write is unconditional, otherwise the versions it may have — empty when none can match.
 */
export type VersionCondition = readonly number[] | undefined;

/** A record as the API shows it, with the version it was read at. */
export interface Versioned<T> {
  record: T;
  version: number;
}

/** The SET of every write: one more than the row's version. */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;

/** The WHERE of a conditional write: the row still has a version If-Match names (no condition: any). */
export function versionMatches(column: PgColumn, condition: VersionCondition): SQL | undefined {
  if (condition === undefined) return undefined;
  if (condition.length === 0) return sql`false`;
  return inArray(column, [...condition]);
}
