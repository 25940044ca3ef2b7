/** Spanish names of the codes only the users remote shows (the rule of where a label lives: the kit's labels.ts). */
import type { Role, UserLevel } from '@banca/contracts';
import { USER_LEVEL_OF } from '@banca/contracts/enums';
import type { TagStyle } from '@banca/kit';

export const USER_LEVEL_TAGS: Record<UserLevel, TagStyle> = {
  admin: { label: 'Administrador', color: 'volcano' },
  advanced: { label: 'Avanzado', color: 'geekblue' },
  intermediate: { label: 'Intermedio', color: 'gold' },
  seller: { label: 'Vendedor', color: 'green' },
};

/** The level a role gives (the list's badge colour and tooltip), by its Spanish name. */
export const levelNameOf = (role: Role): string => USER_LEVEL_TAGS[USER_LEVEL_OF[role]].label;
