import { Select, type SelectProps } from 'antd';
import type { CSSProperties } from 'react';
import { SELECT_CLEAR } from './clear';

/**
 * A list filter that picks one record by id (a draw, a booth, a game type): named for assistive
 * technology by `label`, searchable by the options' labels, clearable to "all" (`null`).
 */
export function FilterSelect({
  label,
  options,
  loading,
  value,
  onChange,
  style,
}: {
  label: string;
  options: SelectProps['options'];
  loading?: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  style?: CSSProperties;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear={SELECT_CLEAR}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={options}
      value={value ?? undefined}
      onChange={(picked?: number) => onChange(picked ?? null)}
      style={style}
    />
  );
}
