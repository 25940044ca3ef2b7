/** Spanish names of the codes only the users remote shows (the rule of where a label lives: the kit's labels.ts). */
import type { Role, UserLevel } from '@banca/contracts';
import type { TagStyle } from '@banca/kit';

export const USER_LEVEL_TAGS: Record<UserLevel, TagStyle> = {
  admin: { label: 'Administrador', color: 'volcano' },
  advanced: { label: 'Avanzado', color: 'geekblue' },
  intermediate: { label: 'Intermedio', color: 'gold' },
  seller: { label: 'Vendedor', color: 'green' },
};

/**
 * What each role may do, in a few words: said beside the role's name in the role picker and in the
 * list's badge tooltip (the API's «levels» are the same four roles under other names, never shown).
 */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'todo el sistema, incluidos los usuarios',
  operator: 've todo y opera el día; no crea usuarios',
  client: 'propietario: ve sus taquillas y su estado de cuenta',
  ticket_seller: 've las ventas de sus cuentas de vendedor',
};
