import type { DashboardQuery } from '@banca/contracts';
import { call } from './client';

export const dashboardApi = {
  /** Today's figures in one currency (the banca's default when none is named). */
  summary: (query: DashboardQuery = {}) => call('GET /v1/dashboard/summary', { query }),
};
