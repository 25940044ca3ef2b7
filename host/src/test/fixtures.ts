/**
 * Canned API data for the host's tests, shaped like the demo server's answers: the menu is the
 * API's own (`@banca/contracts/menu`); the remotes' routes.json are local fixtures
 * (remote-routes.json, what the demo remotes' builds emit): the host imports no remote, and must
 * work with whatever manifests the remotes serve.
 */
import type { DashboardSummary, InboxItem, InboxKind, MenuSection, Profile, Role } from '@banca/contracts';
import { menuSections } from '@banca/contracts/menu';
import type { RemoteRoutes } from '@banca/kit/routes';
import { answer, type Responder } from '@banca/kit/testing';
import { type KnownPage, registerPages } from '@banca/shared-auth';
import { resolveMenu, type ShownMenuSection } from '../layout/menu';
import { routes as hostRoutes } from '../routes';
import remoteRoutes from './remote-routes.json';

export function profileOf(role: Role = 'admin', overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    auth_user_id: 1,
    username: 'admin',
    role,
    first_name: 'Ana',
    last_name: 'Pérez',
    document_type: 'DNI',
    document_number: 'V-12345678',
    email: 'ana.perez@banca.test',
    phone: '+58 412-0000000',
    language: 'es',
    country: 'VE',
    timezone: 'America/Caracas',
    avatar: null,
    registration_date: '2025-10-17T10:00:00.000Z',
    ...overrides,
  };
}

/** The menu as the server answers it (to every staff role: page ids). */
export const ADMIN_MENU: MenuSection[] = menuSections();

let nextId = 1;
export function inboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  const id = nextId++;
  return {
    id,
    title: `Aviso ${id}`,
    body: `Cuerpo del aviso ${id}.`,
    sender: 'Sistema',
    read: false,
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/**
 * A small inbox server for one kind: the list answers with the current items, and marking one
 * or all read changes them, so the reload after a mutation sees what the real server would.
 */
export function inboxServer(kind: InboxKind, items: InboxItem[]): Responder {
  const unread = () => items.filter((item) => !item.read).length;
  return (call) => {
    const path = new URL(call.url).pathname.replace(/^\/api\//, '');
    if (call.method === 'GET' && path === `v1/${kind}/list`) return { body: { items, unread: unread() } };
    const markOne = new RegExp(`^v1/${kind}/detail/(\\d+)/read$`).exec(path);
    if (call.method === 'POST' && markOne) {
      const item = items.find((entry) => entry.id === Number(markOne[1]));
      if (!item) return { status: 404, body: { statusCode: 404, message: 'No existe.' } };
      item.read = true;
      return { body: { item, unread: unread() } };
    }
    if (call.method === 'POST' && path === `v1/${kind}/read-all`) {
      const updated = unread();
      items.forEach((item) => (item.read = true));
      return { body: { updated, unread: 0 } };
    }
    return undefined;
  };
}

export function dashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    currency: 'USD',
    stats: { draws_today: 20, tickets_today: 154, sales_today: 1234.5, winners_today: 7 },
    draws_today: [
      { id: 501, name: 'Lotería Nacional 12:00', game_type_name: 'Lotería Nacional', time: '12:00', status: 'settled' },
      { id: 504, name: 'Parley 14:00', game_type_name: 'Parley', time: '14:00', status: 'open' },
      { id: 505, name: 'Parley Hípico 16:00', game_type_name: 'Parley Hípico', time: '16:00', status: 'closed' },
    ],
    sales_events: [
      {
        ticket_id: 4428,
        user: 'Yelitza Pérez',
        sale: 'TK-0004428',
        amount: 11,
        currency: 'USD',
        time: '2026-11-20T19:34:48.000Z',
        cancelled: false,
      },
      {
        ticket_id: 4367,
        user: 'Jesús Parra',
        sale: 'TK-0004367',
        amount: 5,
        currency: 'USD',
        time: '2026-11-20T13:04:04.000Z',
        cancelled: true,
      },
    ],
    ...overrides,
  };
}

/** The routes.json each back-office remote serves, by its name in the runtime config. */
export const REMOTE_ROUTES: Record<string, RemoteRoutes> = remoteRoutes;

/** The remotes as `resetEnvironment` configures them: where `pnpm start` serves them. */
export const REMOTE_ENTRIES: Record<string, string> = Object.fromEntries(
  Object.keys(REMOTE_ROUTES).map((remote) => [remote, `/remotes/${remote}/mf-manifest.json`]),
);

/** Every page the host knows once the remotes' routes are loaded: its own and theirs. */
export const KNOWN_PAGES: KnownPage[] = [
  ...Object.entries(hostRoutes).map(([id, page]) => ({ id, path: page.path, title: page.title, access: page.access })),
  ...Object.values(REMOTE_ROUTES).flatMap((table) =>
    table.routes.map((route) => ({ id: route.id ?? '', path: route.path, title: route.title, access: route.access })),
  ),
];

/** The menu as the shell shows it to an administrator with every remote up. */
export const SHOWN_ADMIN_MENU: ShownMenuSection[] = resolveMenu(ADMIN_MENU, (id) => KNOWN_PAGES.find((page) => page.id === id), 'admin');

/** Makes the pages known, as the shell does once the remotes' routes are loaded (for a page rendered alone). */
export function knowPages(pages: KnownPage[] = KNOWN_PAGES): void {
  registerPages('host', pages);
}

/** Each remote's routes.json (`tables`, the demo product's by default); a remote left out answers 502. */
export function remoteRoutesServer(tables: Record<string, RemoteRoutes> = REMOTE_ROUTES): Responder {
  return (call) => {
    const found = /^\/remotes\/(\w+)\/routes\.json$/.exec(new URL(call.url).pathname);
    if (!found) return undefined;
    const table = tables[found[1]];
    return table ? { body: table } : { status: 502, body: {} };
  };
}

/** What the shell asks the server for: the menu, the profile, both inboxes and the remotes' routes. */
export function shellServer({
  profile = profileOf('admin'),
  menu = ADMIN_MENU,
}: {
  profile?: Profile;
  menu?: MenuSection[];
} = {}): Responder[] {
  return [
    answer('GET', 'v1/auth/menu', menu),
    remoteRoutesServer(),
    answer('GET', 'v1/auth/profile', profile),
    inboxServer('messages', [inboxItem({ title: 'Bienvenida', sender: 'Carolina Méndez' })]),
    inboxServer('notifications', [inboxItem({ title: 'Sorteo finalizado' }), inboxItem({ title: 'Ticket ganador', read: true })]),
  ];
}
