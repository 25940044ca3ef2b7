/** The Spanish names of the catalog's codes, and the colour of each tag. */
import type { DrawType, HierarchyLevel, ReportGroupBy, Role } from '@banca/contracts';
import { LIMIT_SCOPE_LABELS, type LimitScope } from '@banca/contracts/enums';
import { ROLE_LABELS, type TagStyle } from '@banca/kit';

export const DRAW_TYPES: { value: DrawType; label: string }[] = [
  { value: 'loteria_nacional', label: 'Lotería Nacional' },
  { value: 'loteria_primitiva', label: 'Lotería Primitiva' },
  { value: 'bingo', label: 'Bingo' },
  { value: 'otro', label: 'Otro' },
];

export const LEVEL: Record<HierarchyLevel, TagStyle> = {
  administrator: { label: 'Administrador', color: 'purple' },
  sub_administrator: { label: 'Sub-administrador', color: 'blue' },
  seller: { label: 'Vendedor', color: 'cyan' },
};

/** The four roles, plus the seller accounts of the booths. */
export const ROLE_LABEL: Record<Role | 'seller', string> = { ...ROLE_LABELS, seller: 'Vendedor' };

export const GROUP_BY: { value: ReportGroupBy; label: string }[] = [
  { value: 'booth', label: 'Taquilla' },
  { value: 'seller', label: 'Vendedor' },
  { value: 'game', label: 'Juego' },
];

/** Whose a sales limit is, as people read it: 'Global', 'Taquilla: Agencia La Fortuna'… */
export function limitHolderText(scope: LimitScope, holder: string | null): string {
  return holder === null ? LIMIT_SCOPE_LABELS[scope] : `${LIMIT_SCOPE_LABELS[scope]}: ${holder}`;
}
