/**
 * One query-key scheme for every app: keys per API resource, the same in every remote. The host
 * gives all remotes one QueryClient, so a write in one remote refreshes what any other shows (a
 * seller moved to another booth changes both booths; a renamed booth changes the sellers' rows; a
 * booth write refreshes every booth list and picker, the tickets filter's booth options included).
 *
 *   <resource>.all                   everything of the resource
 *   <resource>.lists() / list(p)     list pages (p: page, search, filters)
 *   <resource>.details() / detail(id) one record (and what hangs below it)
 *   <resource>.options() / optionsFor(p) the pickers and filters that offer the resource's records
 */
/** What tells one list page from another: page, search, filters. */
export type ListKeyParams = Readonly<Record<string, unknown>>;

export function resourceKeys<R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListKeyParams) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
    options: () => [...all, 'options'] as const,
    optionsFor: (params: { search?: string; limit?: number }) => [...all, 'options', params] as const,
  };
}

export const usersKeys = resourceKeys('users');
export const sellersKeys = resourceKeys('sellers');
export const boothsKeys = resourceKeys('booths');
export const drawsKeys = resourceKeys('draws');
export const gamesKeys = resourceKeys('games');
export const ticketsKeys = resourceKeys('tickets');
export const hierarchyKeys = resourceKeys('hierarchy');
export const reportsKeys = resourceKeys('reports');
export const auditKeys = resourceKeys('audit');
export const limitsKeys = resourceKeys('limits');
/** Live sessions: `sessionsKeys.detail(userId)` a user's, `sessionsKeys.detail('own')` one's own. */
export const sessionsKeys = resourceKeys('sessions');
/** Booth days (cuadre): `cashDaysKeys.detail('<booth>/<date>')` one day (its tickets below it). */
export const cashDaysKeys = resourceKeys('cash-days');
/** Owners' statements: `statementsKeys.detail(ownerId)` and below it each range read. */
export const statementsKeys = resourceKeys('statements');
