import type { ReportGroupQuery, ReportQuery } from '@banca/contracts';
import { call } from './client';

export const reportsApi = {
  sales: (query: ReportQuery) => call('GET /v1/reports/sales', { query }),
  detail: (query: ReportGroupQuery) => call('GET /v1/reports/sales/detail', { query }),
};
