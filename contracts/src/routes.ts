/** Every route of the API in one record, and the path map a typed client is built on. */
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { boothsRoutes } from './booths';
import { cashRoutes } from './cash';
import { creditRoutes } from './credit';
import { currenciesRoutes } from './currencies';
import { drawerRoutes } from './drawer';
import { dashboardRoutes } from './dashboard';
import { drawsRoutes } from './draws';
import { gamesRoutes } from './games';
import { healthRoutes } from './health';
import { hierarchyRoutes } from './hierarchy';
import { inboxRoutes } from './inbox';
import { reportsRoutes } from './reports';
import { resultsFeedRoutes } from './results-feed';
import { salesLimitsRoutes } from './sales-limits';
import type { PathMap, RouteTypes } from './route';
import { searchRoutes } from './search';
import { sellersRoutes } from './sellers';
import { sessionsRoutes } from './sessions';
import { terminalRoutes } from './terminal';
import { ticketsRoutes } from './tickets';
import { usersRoutes } from './users';

export const apiRoutes = {
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...sellersRoutes,
  ...boothsRoutes,
  ...gamesRoutes,
  ...drawsRoutes,
  ...resultsFeedRoutes,
  ...ticketsRoutes,
  ...hierarchyRoutes,
  ...reportsRoutes,
  ...dashboardRoutes,
  ...searchRoutes,
  ...auditRoutes,
  ...sessionsRoutes,
  ...terminalRoutes,
  ...salesLimitsRoutes,
  ...cashRoutes,
  ...currenciesRoutes,
  ...creditRoutes,
  ...drawerRoutes,
  listMessages: inboxRoutes.messages.list,
  markMessageRead: inboxRoutes.messages.markRead,
  markAllMessagesRead: inboxRoutes.messages.markAllRead,
  listNotifications: inboxRoutes.notifications.list,
  markNotificationRead: inboxRoutes.notifications.markRead,
  markAllNotificationsRead: inboxRoutes.notifications.markAllRead,
};

/**
 * What each call of the API sends and gets, by `"<METHOD> <url>"` (the URL below `/api`, with
 * Fastify's `:param` placeholders):
 * `ApiRoutes['GET /v1/users/list']` is `{ params: undefined; query: { page?, search? }; body: undefined; response: UserList }`.
 */
export type ApiRoutes = PathMap<typeof apiRoutes>;
export type ApiRoute = keyof ApiRoutes;
export type ApiParams<Route extends ApiRoute> = ApiRoutes[Route]['params'];
export type ApiQuery<Route extends ApiRoute> = ApiRoutes[Route]['query'];
export type ApiBody<Route extends ApiRoute> = ApiRoutes[Route]['body'];
export type ApiResponse<Route extends ApiRoute> = ApiRoutes[Route]['response'];
export type { RouteTypes };
