/**
 * The one shape of an API write (README "Rules every route follows"): the route binds the request
 * and answers; one domain call — a use case — receives the input and a `Write`, opens the audited
 * transaction (`auditedWrite(db, write.actor, …)`), runs its existence and uniqueness checks in it
 * (a unique index answers a duplicate), writes with `versionMatches(…, write.condition)` in the
 * UPDATE's WHERE, and returns the record as the API shows it with its new version (`Versioned`).
 */
import type { AuditActor } from './audit';
import type { DataScope } from './scope';
import type { VersionCondition } from './versions';

/** Who asks for a write: a staff user's session, a booth terminal's, or the server itself. */
export type WriteCaller =
  | { kind: 'staff'; userId: number; sessionId: number }
  | { kind: 'terminal'; sellerId: number; boothId: number; sessionId: number }
  | { kind: 'server' };

/** What a write use case receives besides its input. */
export interface Write {
  /** The caller, for a use case about the caller itself (one's own password). */
  caller: WriteCaller;
  /** Who writes and from where: the audit trail's author. */
  actor: AuditActor;
  /** The request's If-Match: the versions the record may have (undefined: unconditional). */
  condition: VersionCondition;
  /** The writer's data scope: the record must lie in it, and the answer shows what it sees. */
  scope: DataScope;
  /** "Now" from the app's clock: the moment the write stamps on what it changes. */
  now: Date;
}

/** A write the server makes on its own (the recovery command): no condition, every record, the system's time. */
export function serverWrite(actor: AuditActor, now: Date): Write {
  return { caller: { kind: 'server' }, actor, condition: undefined, scope: { kind: 'all' }, now };
}
