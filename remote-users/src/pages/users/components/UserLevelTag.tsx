import type { UserLevel } from '@banca/contracts';
import { Tag } from 'antd';
import { USER_LEVELS } from '../../../shared/labels';

/** The coloured badge of a user's level. */
export function UserLevelTag({ level }: { level: UserLevel }) {
  const known = USER_LEVELS[level];
  return <Tag color={known?.color}>{known?.label ?? level}</Tag>;
}
