import type { AuditFilters, AuditListQuery, Filters } from '@banca/contracts';
import { request } from '@banca/shared-auth';
import { call } from './client';

/** The audit trail (administrators): a page of entries, and the filtered entries as a CSV file. */
export const auditApi = {
  list: (query: Filters<AuditListQuery>) => call('GET /v1/audit/list', { query }),
  /** The CSV text the server writes (semicolons, byte order mark: Excel in Spanish opens it as it is). */
  exportCsv: async (filters: Filters<AuditFilters>) =>
    (await request<string>('GET', 'v1/audit/export', { query: filters, responseType: 'text' })).data,
};
