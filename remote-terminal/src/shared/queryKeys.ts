/** The terminal's query keys, in the kit's scheme (a cancel or a sale refreshes every tickets list). */
import { drawsKeys, ticketsKeys } from '@banca/kit';

export const terminalKeys = {
  session: ['terminal', 'session'] as const,
  /** The draws open for sale. */
  draws: [...drawsKeys.all, 'terminal'] as const,
  availability: (drawId: number, gameTypeId: number, selection: string, currency: string | undefined) =>
    [...drawsKeys.detail(drawId), 'availability', gameTypeId, selection, currency ?? null] as const,
  tickets: (day: string, search: string, page: number) => ticketsKeys.list({ day, search, page, terminal: true }),
  ticket: (id: number) => ticketsKeys.detail(id),
  verify: (code: string) => [...ticketsKeys.all, 'verify', code] as const,
  refundsOwed: [...ticketsKeys.all, 'refunds-owed'] as const,
};
