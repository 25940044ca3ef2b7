import { SearchOutlined } from '@ant-design/icons';
import type { SearchResults } from '@banca/contracts';
import { MIN_SEARCH_LENGTH } from '@banca/contracts/limits';
import { INPUT_CLEAR, type PageResolver, searchApi, useDebouncedValue, usePageResolver } from '@banca/kit';
import { useAuthStore } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMenu } from '../hooks/useMenu';
import { MenuIcon, type MenuPage } from '../menu';

/** The server is asked once typing pauses this long. */
export const SEARCH_DELAY_MS = 250;
/** The most menu pages listed (the server answers at most as many of each other kind). */
const MAX_PAGES = 5;
/** The value of the "Buscando…" line, which cannot be chosen. */
const SEARCHING = '#buscando';

/**
 * Where each kind of result opens: the record's detail page, by its id (its remote's manifest says
 * where it is). The server finds each kind only for the roles holding that page's capability; a
 * result whose page no loaded manifest names (its remote is down) is not offered.
 */
export const RESULT_PAGES = { user: 'users.detail', booth: 'booths.detail', ticket: 'catalog.ticket' } as const;

/** Case- and accent-insensitive: "jerarquia" finds "Jerarquía de Usuarios". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A page whose name has a word starting with the text ("vend" finds "Ventas por vendedor"). Not
 * within words nor by section: "ana" is someone's name more often than the "Análisis" section.
 */
function matchesPage(page: MenuPage, query: string): boolean {
  const label = fold(page.label);
  const wanted = fold(query);
  return label.startsWith(wanted) || label.includes(` ${wanted}`);
}

/** An option's line: what it is, and beside it in grey what tells it apart. */
function ResultLine({ icon, title, detail }: { icon?: ReactNode; title: string; detail?: string }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      {icon}
      <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
      {detail && (
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: '55%' }}>
          {detail}
        </Typography.Text>
      )}
    </span>
  );
}

interface Option {
  value: string;
  label: ReactNode;
  /** What a screen reader says for the option. */
  title: string;
}

/** The options of the server's answer, grouped by kind in Spanish; kinds with nothing found (or no page to open) are left out. */
function resultGroups(results: SearchResults | undefined, linkOf: PageResolver): { label: string; options: Option[] }[] {
  if (!results) return [];
  const detailPath = (kind: keyof typeof RESULT_PAGES, id: number) => linkOf(RESULT_PAGES[kind], { id }) ?? '';
  const groups = [
    {
      label: 'Usuarios',
      options: results.users.map((user) => {
        const name = `${user.first_name} ${user.last_name}`.trim();
        return {
          value: detailPath('user', user.id),
          title: `${name} (${user.username})`,
          // Many usernames are the e-mail itself: said once.
          label: <ResultLine title={name} detail={user.username === user.email ? user.email : `${user.username} · ${user.email}`} />,
        };
      }),
    },
    {
      label: 'Taquillas',
      options: results.booths.map((booth) => ({
        value: detailPath('booth', booth.id),
        title: booth.name,
        label: <ResultLine title={booth.name} detail={booth.location || undefined} />,
      })),
    },
    {
      label: 'Tickets',
      options: results.tickets.map((ticket) => ({
        value: detailPath('ticket', ticket.id),
        title: ticket.code,
        label: <ResultLine title={ticket.code} />,
      })),
    },
  ];
  return groups
    .map((group) => ({ ...group, options: group.options.filter((option) => option.value !== '') }))
    .filter((group) => group.options.length > 0);
}

/**
 * The header search: pages of the user's own menu as they type, and, once typing pauses, the
 * users, booths and tickets the server finds for them (within what their role may see). Each
 * result is a link to its page; arrows move through them, Enter opens the highlighted one (the
 * first unless moved), Escape closes the list.
 */
export function MenuSearch() {
  const { pages } = useMenu();
  const linkOf = usePageResolver();
  const navigate = useNavigate();
  const accessToken = useAuthStore((s) => s.accessToken);
  const [query, setQuery] = useState('');
  const text = query.trim();
  const asked = useDebouncedValue(text, SEARCH_DELAY_MS);
  const askable = asked.length >= MIN_SEARCH_LENGTH && accessToken !== null;
  // Per session, like the menu: the next user to sign in never sees the last one's results.
  const found = useQuery({
    queryKey: ['search', accessToken, asked],
    queryFn: () => searchApi.find(asked),
    enabled: askable,
    staleTime: 30_000,
  });
  const settled = asked === text && askable;
  const searching = text.length >= MIN_SEARCH_LENGTH && (!settled || found.isLoading);

  const options = useMemo(() => {
    if (!text) return [];
    const pageOptions: Option[] = pages
      .filter((page) => matchesPage(page, text))
      .slice(0, MAX_PAGES)
      .map((page) => ({
        value: page.route,
        title: page.label,
        label: <ResultLine icon={<MenuIcon name={page.icon} />} title={page.label} detail={page.section} />,
      }));
    const groups = [
      ...(pageOptions.length > 0 ? [{ label: 'Páginas', options: pageOptions }] : []),
      ...(settled ? resultGroups(found.data, linkOf) : []),
    ];
    // While the server is asked, the pages already found say that more may come.
    return searching && groups.length > 0 ? [...groups, { value: SEARCHING, label: 'Buscando…', disabled: true }] : groups;
  }, [pages, text, settled, found.data, searching, linkOf]);

  const notFound = searching ? 'Buscando…' : found.isError && settled ? 'No se pudo buscar. Intenta de nuevo.' : 'Sin resultados';

  return (
    <AutoComplete
      value={query}
      options={options}
      onSearch={setQuery}
      onSelect={(route: string) => {
        setQuery('');
        navigate(route);
      }}
      filterOption={false}
      // At most some twenty options: all of them in the page, for screen readers and the tests alike.
      virtual={false}
      defaultActiveFirstOption
      notFoundContent={text ? notFound : null}
      popupMatchSelectWidth={360}
      // The results open at the end of the page, outside the header: a named region keeps them in a landmark.
      popupRender={(menu) => <section aria-label="Resultados de la búsqueda">{menu}</section>}
      style={{ width: 260 }}
    >
      <Input prefix={<SearchOutlined aria-hidden />} placeholder="Buscar…" aria-label="Buscar" allowClear={INPUT_CLEAR} />
    </AutoComplete>
  );
}
