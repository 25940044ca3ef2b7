/** The audit trail: the administrators' screen and its CSV export. */
import { type AuditEntry, type AuditFilters, auditRoutes } from '@banca/contracts';
import { auditLineText, auditNameKey, describeAuditChanges } from '@banca/contracts/audit-changes';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@banca/contracts/enums';
import { exportAudit, listAudit } from '../domain/audit';
import { totalPages } from '../domain/paging';
import { businessClockOf, checkDays } from '../domain/time';
import { invalidField } from '../errors';
import { csvFile } from '../http/csv';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';

/** Real calendar days, `from` not after `to`. */
function checkRange(filters: AuditFilters): void {
  const days: Record<string, string> = {};
  if (filters.from) days.from = filters.from;
  if (filters.to) days.to = filters.to;
  checkDays(days);
  if (filters.from && filters.to && filters.from > filters.to) {
    throw invalidField('to', 'La fecha «hasta» no puede ser anterior a «desde».');
  }
}

/**
 * The file in the staff's words, as the audit screen shows it: the business clock's date and time
 * (two columns a Spanish spreadsheet reads as such), the record with its name, and one line per
 * change in «Cambios».
 */
function csvOf(entries: AuditEntry[]): string {
  const moment = (iso: string) => {
    const { day, time } = businessClockOf(new Date(iso));
    return `${day} ${time.slice(0, 5)}`;
  };
  return csvFile(
    ['Fecha', 'Hora', 'Persona', 'Dirección', 'Acción', 'Tipo de registro', 'N.º de registro', 'Nombre del registro', 'Cambios'],
    entries.map((entry) => {
      const { day, time } = businessClockOf(new Date(entry.at));
      return [
        day,
        time,
        entry.actor_username,
        entry.address,
        AUDIT_ACTION_LABELS[entry.action],
        entry.record_type && AUDIT_RECORD_TYPE_LABELS[entry.record_type],
        entry.record_id,
        entry.record_type && entry.record_id !== null ? entry.names?.[auditNameKey(entry.record_type, entry.record_id)] : null,
        describeAuditChanges(entry, { moment }).map(auditLineText).join('\n'),
      ];
    }),
  );
}

export default async function auditRoutesPlugin(app: App): Promise<void> {
  serve(app, auditRoutes.listAudit, async (request) => {
    const { page = 1, ...filters } = request.query;
    checkRange(filters);
    const { rows, total } = await boundedRead(request, (db) => listAudit(db, filters, page));
    return { entries: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, auditRoutes.exportAudit, async (request, reply) => {
    checkRange(request.query);
    const entries = await boundedRead(request, (db) => exportAudit(db, request.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="auditoria.csv"')
      .send(csvOf(entries));
  });
}
