/**
 * Spanish names of the API's codes that every app shows the same way. Each code's label has one
 * home:
 * - beside the code in `@banca/contracts/enums` when the API itself writes it (the audit CSV's
 *   record types and actions, why a session ended);
 * - here, in the kit, when more than one app shows it (roles, draw and ticket statuses, game kinds,
 *   document types, languages, countries);
 * - in a remote's `src/shared/labels.ts` when only that remote shows it (user levels, hierarchy
 *   levels, draw types, report groupings).
 * A table is named after its code with `_LABELS` (the text) or `_TAGS` (text and colour), never
 * with the name of the code list itself; it is read with `labelOf` and offered with `optionsOf`.
 */
import { COUNTRIES } from '@banca/contracts/enums';
import type { Country, DocumentType, DrawStatus, GameKind, Language, Role, TicketStatus } from '@banca/contracts';
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

/** A ticket's (or a line's) result: pending until its draw is settled. */
export const TICKET_STATUS_TAGS: Record<TicketStatus, TagStyle> = {
  pending: { label: 'Pendiente', color: 'gold' },
  winner: { label: 'Ganador', color: 'green' },
  loser: { label: 'No ganador', color: 'default' },
};

/** The kinds of game type (a module's games, a ticket's lines). */
export const GAME_KIND_LABELS: Record<GameKind, string> = {
  single: 'Apuesta simple',
  parlay: 'Parley',
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  DNI: 'DNI',
  Passport: 'Pasaporte',
  'ID Card': 'Cédula de identidad',
  Other: 'Otro',
};

export const LANGUAGE_LABELS: Record<Language, string> = {
  es: 'Español',
  en: 'Inglés',
};

/** The countries the API accepts, named in Spanish from the runtime's CLDR data (Intl.DisplayNames), in the API's order. */
function countryNames(): Record<Country, string> {
  const names = new Intl.DisplayNames(['es'], { type: 'region' });
  return Object.fromEntries(COUNTRIES.map((code) => [code, names.of(code) ?? code])) as Record<Country, string>;
}
export const COUNTRY_LABELS = /*#__PURE__*/ countryNames();

/** A code outside the known lists is shown as it came; none is a dash. */
export const labelOf = <K extends string>(labels: Record<K, string>, code: string | null | undefined): string =>
  code ? (labels[code as K] ?? code) : '—';

/** A labels table as the options of an antd Select. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Whether a text from the URL is one of the allowed codes. */
export const isOneOf = <T extends string>(options: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (options as readonly string[]).includes(value);
