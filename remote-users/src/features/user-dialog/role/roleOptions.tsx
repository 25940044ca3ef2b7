import { optionsOf, ROLE_LABELS } from '@banca/kit';
import { Typography } from 'antd';
import { levelNameOf } from '../../../shared/labels';

/** Each role with the level the users list shows for it (the same thing under two names). */
export const ROLE_OPTIONS = optionsOf(ROLE_LABELS).map(({ value, label }) => {
  const level = levelNameOf(value);
  return {
    value,
    title: label,
    label:
      level === label ? (
        label
      ) : (
        <>
          {label} <Typography.Text type="secondary">· nivel {level}</Typography.Text>
        </>
      ),
  };
});
