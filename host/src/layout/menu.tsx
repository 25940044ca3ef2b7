/**
 * The server's menu (`GET /v1/auth/menu`) as the shell uses it: its page ids resolved to the
 * addresses and titles of the loaded route manifests (only the pages the role may open), antd Menu
 * items, a flat list of pages for the search box, and which item the current URL belongs to.
 */
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  SettingOutlined,
  ShopOutlined,
  StopOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { MenuItem, MenuSection } from '@banca/contracts';
import { can, isPageAccess } from '@banca/contracts/access';
import type { Role } from '@banca/contracts/enums';
import { linkTo } from '@banca/kit/routes';
import type { KnownPage } from '@banca/shared-auth';
import type { MenuProps } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { routeFor } from '../remotes/useRemoteRoutes';

type AntMenuItem = Required<MenuProps>['items'][number];

/** The server names icons the way @ant-design/icons does, in kebab-case without the theme. */
const MENU_ICONS: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined,
  apartment: ApartmentOutlined,
  'bar-chart': BarChartOutlined,
  calendar: CalendarOutlined,
  dashboard: DashboardOutlined,
  'file-text': FileTextOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  mail: MailOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  stop: StopOutlined,
  team: TeamOutlined,
  trophy: TrophyOutlined,
  user: UserOutlined,
  wallet: WalletOutlined,
};

/** An icon the server names; an unknown name gets a neutral one so the collapsed menu has no holes. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}

/** A menu entry as shown: the address and the label of its page (a preset view's own label). */
export interface ShownMenuItem {
  route: string;
  label: string;
  icon: string;
  children?: ShownMenuItem[];
}

export interface ShownMenuSection {
  heading: string;
  items: ShownMenuItem[];
}

/**
 * The server's sections with each page id resolved by the loaded manifests: an entry whose page
 * none names (its remote is down) or that `role` may not open is left out, and so is a section
 * left empty.
 */
export function resolveMenu(
  sections: MenuSection[],
  pageOf: (id: string) => KnownPage | undefined,
  role: Role | null | undefined,
): ShownMenuSection[] {
  const shown = (item: MenuItem): ShownMenuItem[] => {
    const page = pageOf(item.page);
    if (!page) return [];
    if (page.access !== undefined && !(isPageAccess(page.access) && can(role, page.access))) return [];
    const children = item.children?.flatMap(shown);
    return [
      {
        route: linkTo(page, item.query ?? {}),
        label: item.label ?? page.title,
        icon: item.icon,
        ...(children?.length ? { children } : {}),
      },
    ];
  };
  return sections
    .map((section) => ({ heading: section.heading, items: section.items.flatMap(shown) }))
    .filter((section) => section.items.length > 0);
}

/** One destination of the menu, flattened (for the search box and for matching the URL). */
export interface MenuPage {
  route: string;
  label: string;
  icon: string;
  section: string;
  /** Keys of the sub-menus that hold it, outermost first: they open when it is selected. */
  parents: string[];
}

export function menuPages(sections: ShownMenuSection[]): MenuPage[] {
  const pages: MenuPage[] = [];
  const visit = (item: ShownMenuItem, section: string, parents: string[]) => {
    pages.push({ route: item.route, label: item.label, icon: item.icon, section, parents });
    for (const child of item.children ?? []) visit(child, section, [...parents, item.route]);
  };
  for (const section of sections) for (const item of section.items) visit(item, section.heading, []);
  return pages;
}

function toMenuItem(item: ShownMenuItem): AntMenuItem {
  const icon = <MenuIcon name={item.icon} />;
  if (item.children?.length) {
    // antd leaves a sub-menu's title out of the Tab order (only its links are stops): a focusable
    // label puts it back, and Enter on it opens the sub-menu (the menu's own keyboard handling).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the focus lands in the sub-menu's title (role menuitem, aria-expanded), whose keys the menu handles
    return { key: item.route, icon, label: <span tabIndex={0}>{item.label}</span>, children: item.children.map(toMenuItem) };
  }
  // A real link: the whole row is clickable (antd stretches it) and it can open in a new tab.
  return { key: item.route, icon, label: <Link to={item.route}>{item.label}</Link> };
}

/**
 * Sections become headed groups. Collapsed to icons, headings have no room: a divider separates
 * the sections instead.
 */
export function toMenuItems(sections: ShownMenuSection[], collapsed: boolean): AntMenuItem[] {
  if (collapsed) {
    return sections.flatMap((section, index) => [
      ...(index > 0 ? [{ type: 'divider' as const, key: `divider:${section.heading}` }] : []),
      ...section.items.map(toMenuItem),
    ]);
  }
  return sections.map((section) => ({
    type: 'group' as const,
    key: `section:${section.heading}`,
    label: section.heading,
    children: section.items.map(toMenuItem),
  }));
}

/** -1 when `route` is not the page at `pathname`; otherwise how many of its query values match. */
function matchScore(route: string, pathname: string, params: URLSearchParams): number {
  const [path, query = ''] = route.split('?');
  if (path !== pathname) return -1;
  let score = 0;
  for (const [key, value] of new URLSearchParams(query)) {
    if (params.get(key) !== value) return -1;
    score += 1;
  }
  return score;
}

/**
 * The menu entry the URL belongs to: the most specific route whose path is the page's (a child
 * like `/reports/reports?group_by=seller` wins over its parent when the query says so). A detail
 * page without an entry of its own lights up its list (its route's `menuParent`).
 */
export function activeMenuPage(
  pages: MenuPage[],
  pathname: string,
  search: string,
  routes: { path: string; menuParent?: string }[] = [],
): MenuPage | undefined {
  const target = routeFor(routes, pathname)?.menuParent ?? pathname;
  const params = new URLSearchParams(search);
  let best: MenuPage | undefined;
  let bestScore = -1;
  for (const page of pages) {
    const score = matchScore(page.route, target, params);
    if (score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}
