import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMenu } from '../hooks/useMenu';
import { MenuIcon, type MenuPage } from '../menu';

/** Case- and accent-insensitive: "jerarquia" finds "Jerarquía de Usuarios". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matchesPage(page: MenuPage, query: string): boolean {
  const wanted = fold(query.trim());
  return wanted === '' || fold(`${page.label} ${page.section}`).includes(wanted);
}

/**
 * The header search box: it finds pages of the user's own menu by name (or section) and goes to
 * the one chosen, so staff can jump anywhere from the keyboard.
 */
export function MenuSearch() {
  const { pages } = useMenu();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const options = useMemo(
    () =>
      pages
        .filter((page) => matchesPage(page, query))
        .map((page) => ({
          value: page.route,
          label: (
            <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <MenuIcon name={page.icon} />
              <span style={{ flex: 1 }}>{page.label}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {page.section}
              </Typography.Text>
            </span>
          ),
        })),
    [pages, query],
  );

  return (
    <AutoComplete
      value={query}
      options={query.trim() ? options : []}
      onSearch={setQuery}
      onSelect={(route: string) => {
        setQuery('');
        navigate(route);
      }}
      defaultActiveFirstOption
      notFoundContent={query.trim() ? 'Sin resultados' : null}
      popupMatchSelectWidth={320}
      style={{ width: 260 }}
    >
      <Input prefix={<SearchOutlined aria-hidden />} placeholder="Search..." aria-label="Buscar página" allowClear />
    </AutoComplete>
  );
}
