/** The audit trail: every write of the API, who made it, when, from where, and what it changed; and the security events. */
import { Type, type Static } from '@sinclair/typebox';
import { Day, errorResponses, heavyResponses, Id, Moment, Nullable, PageQuery, Paginated, StringEnum } from './common';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from './enums';
import { defineRoute } from './route';

/** The changed fields of a record: their values before and after the write (absent: not set). */
export const AuditValuesSchema = Nullable(Type.Record(Type.String(), Type.Unknown()));

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Moment,
  /** Who made the write (null: the server's own account recovery command). */
  actor_id: Nullable(Type.Integer()),
  actor_username: Nullable(Type.String()),
  /** The client address the write came from (behind a trusted proxy, from X-Forwarded-For). */
  address: Nullable(Type.String()),
  action: StringEnum(AUDIT_ACTIONS),
  /** The record written, or an event's account; null for an event about no record (a name nobody has, an address). */
  record_type: Nullable(StringEnum(AUDIT_RECORD_TYPES)),
  record_id: Nullable(Type.Integer()),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
  /**
   * The names of the records the entry points at — itself and the ids among its fields (a booth, a
   * module…) — keyed `kind:id` (`auditNameKey` of `@banca/contracts/audit-changes`): 'booth:3' →
   * 'Agencia La Fortuna'.
   */
  names: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** A client address as the trail records it (IPv4 or IPv6). */
export const AuditAddress = Type.String({ minLength: 2, maxLength: 45, pattern: '^[0-9A-Fa-f:.]+$' });

/**
 * The filters of the audit screen: the person (`search`: part of who made the write's username;
 * `actor_id`: one user), the action (a kind of write or security event), the client address,
 * record type, record and a range of business days.
 */
export const AuditFiltersSchema = Type.Object({
  search: PageQuery.search,
  actor_id: Type.Optional(Id),
  action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
  address: Type.Optional(AuditAddress),
  record_type: Type.Optional(StringEnum(AUDIT_RECORD_TYPES)),
  record_id: Type.Optional(Id),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type AuditFilters = Static<typeof AuditFiltersSchema>;

export const AuditListQuerySchema = Type.Object({ page: PageQuery.page, ...AuditFiltersSchema.properties });
export type AuditListQuery = Static<typeof AuditListQuerySchema>;

export const AuditListSchema = Paginated('entries', AuditEntrySchema);
export type AuditList = Static<typeof AuditListSchema>;

const tags = ['audit'];

export const auditRoutes = {
  listAudit: defineRoute({
    method: 'GET',
    url: '/v1/audit/list',
    access: 'audit:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Registro de auditoría, 10 por página, de la más reciente a la más antigua',
      description:
        'Filtra por persona (`search`: parte de su nombre de usuario; `actor_id`: un usuario), acción (`action`: un tipo de cambio o de evento de seguridad), ' +
        'dirección del cliente (`address`), tipo de registro, registro (`record_id`) y rango de días del negocio (hora de Caracas, ' +
        '`from`/`to` inclusive). Cada entrada trae los campos cambiados con su valor antes y después; nunca contraseñas, hashes ni tokens. ' +
        'Los eventos de seguridad (inicios de sesión, fallidos, bloqueos, conexiones frenadas) sin registro tienen `record_type` y `record_id` nulos.',
      querystring: AuditListQuerySchema,
      response: { 200: AuditListSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  exportAudit: defineRoute({
    method: 'GET',
    url: '/v1/audit/export',
    access: 'audit:read',
    heavy: true,
    schema: {
      tags,
      summary: 'El registro de auditoría filtrado como CSV (separado por punto y coma, a lo sumo 10.000 entradas)',
      description:
        'En palabras del personal, como la pantalla: fecha y hora de Caracas, la acción y el registro con su nombre, y en «Cambios» ' +
        'cada campo que cambió con su nombre y sus valores en español («Teléfono: 0414 → 0424»), los registros nombrados por su nombre.',
      querystring: AuditFiltersSchema,
      response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses, ...heavyResponses },
    },
  }),
};
