/** Spanish names every app shows the same way. */
import type { DrawStatus, Role, TicketStatus } from '@banca/contracts';
import type { TagStyle } from './components/StatusTag';

/** The Spanish name of each role. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  operator: 'Operador',
  client: 'Cliente',
  ticket_seller: 'Vendedor de Tickets',
};

/**
 * A draw's status, the one vocabulary of every screen (dashboard, draws, tickets, reports): open
 * for sales, sales closed awaiting the result, result confirmed.
 */
export const DRAW_STATUS_TAGS: Record<DrawStatus, TagStyle> = {
  open: { label: 'Abierto', color: 'green' },
  closed: { label: 'Cerrado', color: 'gold' },
  settled: { label: 'Finalizado', color: 'default' },
};

/** A ticket's (or a line's) status: cancelled, or pending until its draw is settled, then its result. */
export const TICKET_STATUS_TAGS: Record<TicketStatus, TagStyle> = {
  pending: { label: 'Pendiente', color: 'gold' },
  winner: { label: 'Ganador', color: 'green' },
  loser: { label: 'No ganador', color: 'default' },
  cancelled: { label: 'Anulado', color: 'red' },
};

/** The kinds of game type (a module's games, a ticket's lines). */
export const GAME_KIND_LABELS: Record<string, string> = {
  single: 'Apuesta simple',
  parlay: 'Parley',
};

/** A code outside the known lists is shown as it came; none is a dash. */
export const labelOf = <K extends string>(labels: Record<K, string>, code: string | null | undefined): string =>
  code ? (labels[code as K] ?? code) : '—';

/** A labels table as the options of an antd Select. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Whether a text from the URL is one of the allowed codes. */
export const isOneOf = <T extends string>(options: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (options as readonly string[]).includes(value);
