/**
 * The side menu as plain data (no TypeBox): sections of entries, each naming the page it opens by
 * its id (`./pages`), never by its path or title: the host takes those, and the capability that
 * decides whether a role sees the entry, from the page's route manifest at run time. A preset view
 * of a page (a query such as `group_by=seller`) carries its own label. The API answers it as is
 * (`GET /v1/auth/menu`); icons are named the way @ant-design/icons does, in kebab-case without the theme.
 */
import type { MenuItem, MenuSection } from './auth';
import type { PageId } from './pages';

export interface MenuEntry {
  page: PageId;
  icon: string;
  /** A preset view of the page: its query, and the label that names the view (not the page). */
  query?: Readonly<Record<string, string>>;
  label?: string;
  children?: readonly MenuEntry[];
}

export interface MenuHeading {
  heading: string;
  items: readonly MenuEntry[];
}

export const MENU: readonly MenuHeading[] = [
  { heading: 'General', items: [{ page: 'host.dashboard', icon: 'dashboard' }] },
  {
    heading: 'Administración',
    items: [
      { page: 'users.list', icon: 'team' },
      { page: 'sellers.list', icon: 'idcard' },
      { page: 'booths.list', icon: 'shop' },
      { page: 'users.audit', icon: 'file-text' },
    ],
  },
  {
    heading: 'Juegos',
    items: [
      { page: 'catalog.draws', icon: 'calendar' },
      { page: 'catalog.games', icon: 'trophy' },
      { page: 'catalog.tickets', icon: 'file-text' },
      { page: 'catalog.limits', icon: 'stop' },
    ],
  },
  {
    heading: 'Caja',
    items: [
      { page: 'booths.cashDays', icon: 'wallet' },
      { page: 'booths.statement', icon: 'account-book' },
    ],
  },
  {
    heading: 'Análisis',
    items: [
      {
        page: 'catalog.reports',
        icon: 'bar-chart',
        children: [
          { page: 'catalog.reports', query: { group_by: 'booth' }, label: 'Ventas por taquilla', icon: 'shop' },
          { page: 'catalog.reports', query: { group_by: 'seller' }, label: 'Ventas por vendedor', icon: 'idcard' },
          { page: 'catalog.reports', query: { group_by: 'game' }, label: 'Ventas por juego', icon: 'trophy' },
        ],
      },
      { page: 'catalog.hierarchy', icon: 'apartment' },
    ],
  },
];

const itemOf = ({ children, query, ...entry }: MenuEntry): MenuItem => ({
  ...entry,
  ...(query ? { query: { ...query } } : {}),
  ...(children ? { children: children.map(itemOf) } : {}),
});

/** The menu as `GET /v1/auth/menu` answers it (the same for every staff role). */
export const menuSections = (): MenuSection[] => MENU.map((section) => ({ heading: section.heading, items: section.items.map(itemOf) }));
