import type {
  DashboardSummary,
  DrawDetail,
  DrawFilters,
  DrawList,
  GameDetail,
  GameModule,
  HierarchyDetail,
  HierarchyList,
  Inbox,
  InboxKind,
  InboxReadAllAnswer,
  InboxReadAnswer,
  Paginated,
  ReportGroupBy,
  SalesReport,
  SalesReportDetail,
  TicketDetail,
  TicketFilters,
  TicketRow,
} from '@banca/shared-auth';
import { get, post } from './client';

export const drawsApi = {
  list: (filters: DrawFilters = {}) => get<DrawList>('v1/draws/list', { ...filters }),
  detail: (id: number) => get<DrawDetail>(`v1/draws/detail/${id}`),
};

export const gamesApi = {
  list: () => get<GameModule[]>('v1/ticket_booths/games/list'),
  detail: (id: number) => get<GameDetail>(`v1/ticket_booths/games/detail/${id}`),
};

export const ticketsApi = {
  list: (filters: TicketFilters = {}) => get<Paginated<'tickets', TicketRow>>('v1/tickets/list', { ...filters }),
  detail: (id: number) => get<TicketDetail>(`v1/tickets/detail/${id}`),
};

export const hierarchyApi = {
  list: (search?: string | null) => get<HierarchyList>('v1/hierarchy/list', { search }),
  detail: (id: string) => get<HierarchyDetail>(`v1/hierarchy/detail/${encodeURIComponent(id)}`),
};

export interface ReportQuery {
  from: string;
  to: string;
  group_by: ReportGroupBy;
}
export const reportsApi = {
  sales: (query: ReportQuery) => get<SalesReport>('v1/reports/sales', { ...query }),
  detail: (query: ReportQuery & { key: string }) => get<SalesReportDetail>('v1/reports/sales/detail', { ...query }),
};

export const dashboardApi = {
  summary: () => get<DashboardSummary>('v1/dashboard/summary'),
};

export const inboxApi = {
  list: (kind: InboxKind) => get<Inbox>(`v1/${kind}/list`),
  markRead: (kind: InboxKind, id: number) => post<InboxReadAnswer>(`v1/${kind}/detail/${id}/read`),
  markAllRead: (kind: InboxKind) => post<InboxReadAllAnswer>(`v1/${kind}/read-all`),
};
