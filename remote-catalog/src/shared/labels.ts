/** Spanish names of the codes only the catalog shows, and the colour of each tag (where a label lives: the kit's labels.ts). */
import type { ReportGroupBy, Role } from '@banca/contracts';
import type { LimitScope } from '@banca/contracts/enums';
import { ROLE_LABELS, type TagStyle } from '@banca/kit';

/**
 * A hierarchy node's role — the four roles, plus the seller accounts of the booths — in the words
 * of the users list and the Vendedores page: the one tag of each row (its place in the tree says
 * its level).
 */
export const NODE_ROLE_TAGS: Record<Role | 'seller', TagStyle> = {
  admin: { label: ROLE_LABELS.admin, color: 'purple' },
  operator: { label: ROLE_LABELS.operator, color: 'geekblue' },
  client: { label: ROLE_LABELS.client, color: 'blue' },
  ticket_seller: { label: ROLE_LABELS.ticket_seller, color: 'cyan' },
  seller: { label: 'Vendedor', color: 'green' },
};

export const REPORT_GROUP_BY_LABELS: Record<ReportGroupBy, string> = {
  booth: 'Taquilla',
  seller: 'Vendedor',
  game: 'Juego',
  game_type: 'Tipo de juego',
};

/** Who a sales limit counts the sales of. */
export const LIMIT_SCOPE_LABELS: Record<LimitScope, string> = {
  global: 'Global',
  owner: 'Propietario',
  booth: 'Taquilla',
  seller: 'Vendedor',
};

/** Whose a sales limit is, as people read it: 'Global', 'Taquilla: Agencia La Fortuna'… */
export function limitHolderText(scope: LimitScope, holder: string | null): string {
  return holder === null ? LIMIT_SCOPE_LABELS[scope] : `${LIMIT_SCOPE_LABELS[scope]}: ${holder}`;
}
