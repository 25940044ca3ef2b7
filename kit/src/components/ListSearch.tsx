import { MAX_LENGTH } from '@banca/contracts/limits';
// Icons by deep import: only the icon is bundled, not the package index.
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from 'antd';
import { useDebouncedField } from '../hooks/useDebouncedField';
import { INPUT_CLEAR } from './clear';

/** The API refuses longer searches. */
const trim = (text: string) => text.trim();

/**
 * The search box of every list: what is typed is applied 300 ms after the last key (Enter applies it
 * at once), trimmed; `value` is the applied search (from the URL), so Back/Forward update the box too.
 */
export function ListSearch({
  value,
  onSearch,
  placeholder = 'Buscar...',
  label = 'Buscar',
  delay = 300,
  width = 320,
}: {
  value: string;
  onSearch: (search: string) => void;
  placeholder?: string;
  /** The box's accessible name. */
  label?: string;
  delay?: number;
  width?: number;
}) {
  const [text, setText, flush] = useDebouncedField(value, onSearch, { delay, normalize: trim });
  return (
    <Input
      allowClear={INPUT_CLEAR}
      value={text}
      maxLength={MAX_LENGTH.search}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={flush}
      placeholder={placeholder}
      aria-label={label}
      prefix={<SearchOutlined aria-hidden />}
      style={{ width, maxWidth: '100%' }}
    />
  );
}
