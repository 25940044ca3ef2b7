/** The host's paths of this remote's pages (host/src/app/routes.tsx), and links to one item. */
export const PATHS = {
  draws: '/draw/draws',
  drawDetail: '/draw/draw-detail',
  games: '/games/games',
  tickets: '/tickets/tickets',
  ticketDetail: '/tickets/ticket-detail',
  hierarchy: '/user-hierarchy/hierarchy-list',
  hierarchyDetail: '/user-hierarchy/hierarchy-detail',
  reports: '/reports/reports',
  reportDetail: '/reports/report-detail',
} as const;

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

export const drawLink = (id: number) => withQuery(PATHS.drawDetail, { id });
export const ticketLink = (id: number) => withQuery(PATHS.ticketDetail, { id });
export const hierarchyLink = (id: string) => withQuery(PATHS.hierarchyDetail, { id });
export const reportDetailLink = (query: { from: string; to: string; group_by: string; key: string }) =>
  withQuery(PATHS.reportDetail, query);
