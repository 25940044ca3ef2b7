import { optionsOf, ROLE_LABELS } from '@banca/kit';
import { Typography } from 'antd';
import { ROLE_DESCRIPTIONS } from '../../../shared/labels';

/** Each role by its one name, with what it may do. */
export const ROLE_OPTIONS = optionsOf(ROLE_LABELS).map(({ value, label }) => ({
  value,
  title: label,
  label: (
    <>
      {label} <Typography.Text type="secondary">· {ROLE_DESCRIPTIONS[value]}</Typography.Text>
    </>
  ),
}));
