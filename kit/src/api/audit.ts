import type { AuditFilters, AuditListQuery } from '@banca/contracts';
import { request } from '@banca/shared-auth';
import { call } from './client';

type Nullable<T> = { [Key in keyof T]?: T[Key] | null };

/** The audit trail (administrators): a page of entries, and the filtered entries as a CSV file. */
export const auditApi = {
  list: (query: Nullable<AuditListQuery>) => call('GET /v1/audit/list', { query }),
  /** The CSV text the server writes (semicolons, byte order mark: Excel in Spanish opens it as it is). */
  exportCsv: async (filters: Nullable<AuditFilters>) =>
    (await request<string>('GET', 'v1/audit/export', { query: filters, responseType: 'text' })).data,
};
