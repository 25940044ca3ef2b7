/**
 * The stable ids of the product's pages and the parameters each takes: how one app (or the API's
 * menu) names another app's page without knowing where it lives. Nothing else about a page is
 * written here: its path, title and capability are in its own app's route manifest
 * (`src/routes.ts`, keyed by these ids), which the host loads at run time (routes.json), so a
 * remote can move a page by redeploying itself alone. An id is never renamed or reused.
 */

/** A list's query (its filters), all optional. */
type ListQuery = Readonly<Record<string, string | number>>;
/** A detail page: the record's id. */
type Detail = { id: number };
/** A page without parameters. */
type NoParams = Readonly<Record<string, never>>;

/** Every page id with the parameters its address carries (its query). */
export interface PageParams {
  'host.dashboard': NoParams;
  'host.profile': NoParams;
  'host.messages': NoParams;
  'users.list': ListQuery;
  'users.detail': Detail;
  'users.audit': { record_type?: string; record_id?: number } & ListQuery;
  'sellers.list': ListQuery;
  'booths.list': ListQuery;
  'booths.detail': Detail;
  'booths.cashDays': ListQuery;
  'booths.cashDay': { booth: number; date: string };
  'booths.statement': ListQuery;
  'catalog.draws': ListQuery;
  'catalog.draw': Detail;
  'catalog.drawExposure': Detail;
  'catalog.games': ListQuery;
  'catalog.tickets': ListQuery;
  'catalog.ticket': Detail;
  'catalog.limits': ListQuery;
  'catalog.hierarchy': ListQuery;
  'catalog.hierarchyNode': { id: string };
  'catalog.reports': ListQuery;
  'catalog.report': ListQuery;
  'terminal.sell': NoParams;
  'terminal.tickets': NoParams;
  'terminal.prizes': NoParams;
  'terminal.day': NoParams;
}

export type PageId = keyof PageParams;

/** The ids at run time (the API's menu is checked against them). */
export const PAGE_IDS = [
  'host.dashboard',
  'host.profile',
  'host.messages',
  'users.list',
  'users.detail',
  'users.audit',
  'sellers.list',
  'booths.list',
  'booths.detail',
  'booths.cashDays',
  'booths.cashDay',
  'booths.statement',
  'catalog.draws',
  'catalog.draw',
  'catalog.drawExposure',
  'catalog.games',
  'catalog.tickets',
  'catalog.ticket',
  'catalog.limits',
  'catalog.hierarchy',
  'catalog.hierarchyNode',
  'catalog.reports',
  'catalog.report',
  'terminal.sell',
  'terminal.tickets',
  'terminal.prizes',
  'terminal.day',
] as const satisfies readonly PageId[];

// Every id of PageParams is listed above (a missing one fails to compile here).
const _allListed: Record<PageId, true> = Object.fromEntries(PAGE_IDS.map((id) => [id, true])) as Record<(typeof PAGE_IDS)[number], true>;
void _allListed;

export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && (PAGE_IDS as readonly string[]).includes(value);
}
