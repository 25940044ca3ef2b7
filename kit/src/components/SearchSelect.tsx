import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { SELECT_CLEAR } from './clear';

/** One choice of a SearchSelect: what it shows, and a second line (an e-mail, where it is now). */
export interface SearchOption {
  value: number;
  label: string;
  description?: string;
}

/** What a SearchSelect asks for each (debounced) search: a hook of the calling app. */
export type UseSearchOptions<T extends SearchOption = SearchOption> = (search: string) => {
  options: T[];
  loading: boolean;
  error?: string | null;
};

export interface SearchSelectProps<T extends SearchOption = SearchOption> {
  /**
   * The options for a search, usually a useQuery of the app. It is called as a hook, so it must be
   * the same function on every render (a module-level hook, not an inline arrow).
   */
  useOptions: UseSearchOptions<T>;
  value?: number | null;
  onChange?: (value: number | null, option?: T) => void;
  /** The chosen option when the first page of options may not hold it (editing a record). */
  selected?: T | null;
  placeholder?: string;
  disabled?: boolean;
  /** From Form.Item, so its label names this box. */
  id?: string;
  'aria-label'?: string;
  /** Options not to offer (already chosen elsewhere). */
  exclude?: (option: T) => boolean;
  notFoundText?: string;
  style?: React.CSSProperties;
  /** An optional choice: a «Limpiar» button empties it (the value becomes null). */
  clearable?: boolean;
}

/**
 * A select whose options come from the server: what is typed is sent 300 ms after the last key
 *, the server filters, and the options show a second line.
 */
export function SearchSelect<T extends SearchOption = SearchOption>({
  useOptions,
  value,
  onChange,
  selected,
  placeholder,
  disabled,
  id,
  'aria-label': ariaLabel,
  exclude,
  notFoundText = 'Sin resultados',
  style,
  clearable = false,
}: SearchSelectProps<T>) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  const search = useDebouncedValue(text.trim(), 300);
  const { options, loading, error } = useOptions(search);

  const offered = exclude ? options.filter((option) => !exclude(option)) : options;
  // The chosen value keeps its label when the options of the moment do not hold it.
  const current = [picked, selected].find((option) => option && option.value === value) ?? null;
  const shown = current && !offered.some((option) => option.value === current.value) ? [current, ...offered] : offered;
  const byValue = new Map(shown.map((option) => [option.value, option]));

  return (
    <Select<number | null, T>
      id={id}
      aria-label={ariaLabel}
      value={value ?? null}
      onChange={(next) => {
        const option = next === null || next === undefined ? undefined : byValue.get(next);
        setPicked(option ?? null);
        onChange?.(next ?? null, option);
      }}
      options={shown}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      allowClear={clearable ? SELECT_CLEAR : false}
      style={{ width: '100%', ...style }}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText, autoClearSearchValue: true }}
      onOpenChange={(open) => {
        if (!open) setText('');
      }}
      notFoundContent={
        <Typography.Text type={error ? 'danger' : 'secondary'}>{error ?? (loading ? 'Buscando...' : notFoundText)}</Typography.Text>
      }
      optionRender={(option) => (
        <Flex vertical>
          <span>{option.data.label}</span>
          {option.data.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.description}
            </Typography.Text>
          )}
        </Flex>
      )}
    />
  );
}
