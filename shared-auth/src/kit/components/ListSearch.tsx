import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/** The API refuses longer searches. */
const MAX_SEARCH = 100;

/**
 * A list's search box: what is typed is applied 300 ms after the last key (Enter applies it at
 * once); `value` is the applied search (from the URL), so Back/Forward update the box too.
 */
export function ListSearch({
  value,
  onSearch,
  placeholder = 'Buscar...',
  label = 'Buscar',
  delay = 300,
}: {
  value: string;
  onSearch: (search: string) => void;
  placeholder?: string;
  label?: string;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), delay);

  // The debounced text becomes the search, unless it already is (reads the latest value and
  // onSearch without running again when they change).
  const apply = useEffectEvent((search: string) => {
    if (search !== value) onSearch(search);
  });
  useEffect(() => apply(debounced), [debounced]);

  // The search changed from outside (Back/Forward, a link): show it.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <Input
      allowClear
      value={text}
      maxLength={MAX_SEARCH}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
      placeholder={placeholder}
      aria-label={label}
      prefix={<SearchOutlined aria-hidden />}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}
