/** Spanish names of the codes only the catalog shows, and the colour of each tag (where a label lives: the kit's labels.ts). */
import type { DrawType, HierarchyLevel, ReportGroupBy, Role } from '@banca/contracts';
import { ROLE_LABELS, type TagStyle } from '@banca/kit';

export const DRAW_TYPE_LABELS: Record<DrawType, string> = {
  loteria_nacional: 'Lotería Nacional',
  loteria_primitiva: 'Lotería Primitiva',
  bingo: 'Bingo',
  otro: 'Otro',
};

export const HIERARCHY_LEVEL_TAGS: Record<HierarchyLevel, TagStyle> = {
  administrator: { label: 'Administrador', color: 'purple' },
  sub_administrator: { label: 'Sub-administrador', color: 'blue' },
  seller: { label: 'Vendedor', color: 'cyan' },
};

/** A hierarchy node's role: the four roles, plus the seller accounts of the booths. */
export const NODE_ROLE_LABELS: Record<Role | 'seller', string> = { ...ROLE_LABELS, seller: 'Vendedor' };

export const REPORT_GROUP_BY_LABELS: Record<ReportGroupBy, string> = {
  booth: 'Taquilla',
  seller: 'Vendedor',
  game: 'Juego',
};
