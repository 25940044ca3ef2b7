import { call } from './client';

export const dashboardApi = {
  summary: () => call('GET /v1/dashboard/summary'),
};
