import type { ExpenseBody, ExpenseListQuery, SetFloatBody } from '@banca/contracts';
import { call } from './client';

/**
 * The drawer of a booth's day (issue 38 item 4): its opening float and expenses (from its terminal,
 * its owner or an administrator), and the owner's approval or rejection of each expense.
 */
export const drawerApi = {
  setFloat: (boothId: number, date: string, body: SetFloatBody) =>
    call('PUT /v1/ticket_booths/detail/:id/days/:date/float', { params: { id: boothId, date }, body }),
  addExpense: (boothId: number, date: string, body: ExpenseBody) =>
    call('POST /v1/ticket_booths/detail/:id/days/:date/expenses', { params: { id: boothId, date }, body }),
  expenses: (query: ExpenseListQuery) => call('GET /v1/cash/expenses/list', { query }),
  approve: (id: number) => call('POST /v1/cash/expenses/detail/:id/approve', { params: { id } }),
  reject: (id: number) => call('POST /v1/cash/expenses/detail/:id/reject', { params: { id } }),
};
