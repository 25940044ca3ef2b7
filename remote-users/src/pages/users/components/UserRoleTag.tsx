import type { Role, UserLevel } from '@banca/contracts';
import { ROLE_LABELS } from '@banca/kit';
import { Tag, Tooltip } from 'antd';
import { ROLE_DESCRIPTIONS, USER_LEVEL_TAGS } from '../../../shared/labels';

/**
 * A user's role by its one name (the user dialog's: Operador, Cliente…), coloured by its level, and
 * what the role may do in its tooltip. The level is the role under another name: never shown.
 */
export function UserRoleTag({ role, level }: { role: Role; level: UserLevel }) {
  const name = ROLE_LABELS[role] ?? role;
  const description = ROLE_DESCRIPTIONS[role];
  return (
    <Tooltip title={description ? `${name}: ${description}` : undefined}>
      <Tag color={USER_LEVEL_TAGS[level]?.color}>{name}</Tag>
    </Tooltip>
  );
}
