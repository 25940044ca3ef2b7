/** The audit trail: the administrators' screen and its CSV export. */
import { type AuditEntry, type AuditFilters, auditRoutes } from '@banca/contracts';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@banca/contracts/enums';
import { exportAudit, listAudit } from '../domain/audit';
import { totalPages } from '../domain/paging';
import { checkDays } from '../domain/time';
import { badRequest } from '../http/errors';
import { csvFile } from '../http/csv';
import { serve } from '../http/route';
import type { App } from '../http/types';

/** Real calendar days, `from` not after `to`. */
function checkRange(filters: AuditFilters): void {
  const days: Record<string, string> = {};
  if (filters.from) days.from = filters.from;
  if (filters.to) days.to = filters.to;
  checkDays(days);
  if (filters.from && filters.to && filters.from > filters.to) {
    throw badRequest('to', 'La fecha «hasta» no puede ser anterior a «desde».');
  }
}

const values = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : '');

function csvOf(entries: AuditEntry[]): string {
  return csvFile(
    ['Fecha', 'Persona', 'Dirección', 'Acción', 'Tipo de registro', 'Registro', 'Antes', 'Después'],
    entries.map((entry) => [
      entry.at,
      entry.actor_username,
      entry.address,
      AUDIT_ACTION_LABELS[entry.action],
      entry.record_type && AUDIT_RECORD_TYPE_LABELS[entry.record_type],
      entry.record_id,
      values(entry.before),
      values(entry.after),
    ]),
  );
}

export default async function auditRoutesPlugin(app: App): Promise<void> {
  serve(app, auditRoutes.listAudit, async (request) => {
    const { page = 1, ...filters } = request.query;
    checkRange(filters);
    const { rows, total } = await listAudit(app.db, filters, page);
    return { entries: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, auditRoutes.exportAudit, async (request, reply) => {
    checkRange(request.query);
    const entries = await exportAudit(app.db, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="auditoria.csv"')
      .send(csvOf(entries));
  });
}
