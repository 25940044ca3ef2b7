import type { Role, UserLevel } from '@banca/contracts';
import { ROLE_LABELS } from '@banca/kit';
import { Tag, Tooltip } from 'antd';
import { USER_LEVEL_TAGS } from '../../../shared/labels';

/**
 * A user's role by the name the user dialog gives it (Operador, Cliente…), coloured by its level,
 * and the level named in its tooltip: the two name the same thing, so they are shown together.
 */
export function UserRoleTag({ role, level }: { role: Role; level: UserLevel }) {
  const known = USER_LEVEL_TAGS[level];
  const levelName = known?.label ?? level;
  return (
    <Tooltip title={`Nivel: ${levelName}`}>
      <Tag color={known?.color} aria-label={`${ROLE_LABELS[role] ?? role}, nivel ${levelName}`}>
        {ROLE_LABELS[role] ?? role}
      </Tag>
    </Tooltip>
  );
}
