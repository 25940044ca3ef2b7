/** Canned API data for the host's tests, shaped like the demo server's answers. */
import type { DashboardSummary, InboxItem, InboxKind, MenuSection, Profile, Role } from '@banca/contracts';
import type { RemoteRoutes } from '@banca/kit/routes';
import { answer, type Responder } from '@banca/kit/testing';

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

/** The administrator's menu of the demo server. */
export const ADMIN_MENU: MenuSection[] = [
  { heading: 'General', items: [{ label: 'Dashboard', route: '/', icon: 'dashboard' }] },
  {
    heading: 'Administración',
    items: [
      { label: 'Usuarios', route: '/admin/users', icon: 'team' },
      { label: 'Vendedores', route: '/admin/sellers', icon: 'idcard' },
      { label: 'Taquillas', route: '/admin/booths', icon: 'shop' },
    ],
  },
  {
    heading: 'Juegos',
    items: [
      { label: 'Sorteos', route: '/draw/draws', icon: 'calendar' },
      { label: 'Juegos', route: '/games/games', icon: 'trophy' },
      { label: 'Tickets', route: '/tickets/tickets', icon: 'file-text' },
    ],
  },
  {
    heading: 'Análisis',
    items: [
      {
        label: 'Reportes',
        route: '/reports/reports',
        icon: 'bar-chart',
        children: [
          { label: 'Ventas por taquilla', route: '/reports/reports?group_by=booth', icon: 'shop' },
          { label: 'Ventas por vendedor', route: '/reports/reports?group_by=seller', icon: 'idcard' },
          { label: 'Ventas por juego', route: '/reports/reports?group_by=game', icon: 'trophy' },
        ],
      },
      { label: 'Jerarquía de Usuarios', route: '/user-hierarchy/hierarchy-list', icon: 'apartment' },
    ],
  },
];

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
    stats: { draws_today: 20, tickets_today: 154, sales_today: 1234.5, winners_today: 7 },
    draws_today: [
      { id: 501, name: 'Lotería Nacional 12:00', game_type_name: 'Lotería Nacional', time: '12:00', status: 'settled' },
      { id: 504, name: 'Parley 14:00', game_type_name: 'Parley', time: '14:00', status: 'open' },
      { id: 505, name: 'Parley Hípico 16:00', game_type_name: 'Parley Hípico', time: '16:00', status: 'closed' },
    ],
    sales_events: [
      { ticket_id: 4428, user: 'Yelitza Pérez', sale: 'TK-0004428', amount: 11, time: '2026-11-20T19:34:48.000Z', cancelled: false },
      { ticket_id: 4367, user: 'Jesús Parra', sale: 'TK-0004367', amount: 5, time: '2026-11-20T13:04:04.000Z', cancelled: true },
    ],
    ...overrides,
  };
}

/** The remotes as `resetEnvironment` configures them: where `pnpm start` serves them. */
export const REMOTE_ENTRIES: Record<string, string> = {
  users: '/remotes/users/mf-manifest.json',
  sellers: '/remotes/sellers/mf-manifest.json',
  booths: '/remotes/booths/mf-manifest.json',
  catalog: '/remotes/catalog/mf-manifest.json',
};

const page = (path: string, name: string, title: string, subtitle: string, menuParent?: string) => ({
  path,
  module: `./pages/${name}`,
  title,
  subtitle,
  ...(menuParent ? { menuParent } : {}),
});

/** The routes.json each remote's build emits from its route manifest, as of the demo product. */
export const REMOTE_ROUTES: Record<string, RemoteRoutes> = {
  users: {
    remote: 'users',
    routes: [
      page('/admin/users', 'users', 'Usuarios', 'Gestión de usuarios'),
      page('/admin/user-detail', 'user-detail', 'Usuario', 'Detalle del usuario', '/admin/users'),
    ],
  },
  sellers: { remote: 'sellers', routes: [page('/admin/sellers', 'sellers', 'Vendedores', 'Gestión de vendedores')] },
  booths: {
    remote: 'booths',
    routes: [
      page('/admin/booths', 'booths', 'Taquillas', 'Gestión de taquillas'),
      page('/admin/booth-detail', 'booth-detail', 'Taquilla', 'Detalle de la taquilla', '/admin/booths'),
    ],
  },
  catalog: {
    remote: 'catalog',
    routes: [
      page('/draw/draws', 'draws', 'Sorteos', 'Listado de sorteos'),
      page('/draw/draw-detail', 'draw-detail', 'Sorteo', 'Detalle del sorteo', '/draw/draws'),
      page('/games/games', 'games', 'Juegos', 'Listado de juegos'),
      page('/tickets/tickets', 'tickets', 'Tickets', 'Listado de tickets'),
      page('/tickets/ticket-detail', 'ticket-detail', 'Ticket', 'Detalle del ticket', '/tickets/tickets'),
      page('/user-hierarchy/hierarchy-list', 'hierarchy', 'Jerarquía de Usuarios', 'Listado de jerarquía de usuarios'),
      page(
        '/user-hierarchy/hierarchy-detail',
        'hierarchy-detail',
        'Jerarquía de Usuarios',
        'Detalle del nodo',
        '/user-hierarchy/hierarchy-list',
      ),
      page('/reports/reports', 'reports', 'Reportes', 'Listado de reportes'),
      page('/reports/report-detail', 'report-detail', 'Reportes', 'Detalle del reporte', '/reports/reports'),
    ],
  },
};

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
