// Icons by deep import, as antd does: the package index loads @ant-design/colors/es, which jest does not transform.
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input } from 'antd';
import { useDebouncedField } from '../hooks/useDebouncedField';

/** A search box that tells the page (and so the URL and the server) only after a 300 ms pause. */
export function DebouncedSearch({
  value,
  onSearch,
  placeholder,
  width = 280,
}: {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  width?: number;
}) {
  const [draft, setDraft] = useDebouncedField(value, (next) => onSearch(next.trim()));
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      style={{ width }}
    />
  );
}
