/**
 * A page's identity is written once, in its app's route manifest (path, title, capability). Every
 * other place that names a page — the menu (`@banca/contracts/menu`), the landing tiles, the links
 * one app's screens make to another's — must name a page of a manifest, with the capability the
 * manifest gives it: a role is never offered a page it may not open, nor denied one it may.
 */
import { can, GRANTS, type Capability } from '@banca/contracts/access';
import { ROLES, type Role } from '@banca/contracts/enums';
import { MENU, type MenuEntry } from '@banca/contracts/menu';
import { AuditHistoryLink } from '@banca/kit';
import type { PageRoute } from '@banca/kit/routes';
import { answer, mockFetch, renderPage, screen } from '@banca/kit/testing';
import { routes as usersRoutes } from '@banca/remote-users/routes';
import { RESULT_PAGES } from '../layout/components/MenuSearch';
import DashboardPage from '../pages/dashboard';
import { TILES, tilesFor } from '../pages/dashboard/components/NavigationTiles';
import ProfilePage from '../pages/profile';
import { routes as hostRoutes } from '../routes';
import { resetEnvironment, signInAs } from '../test/environment';
import { dashboardSummary, profileOf, REMOTE_MANIFESTS } from '../test/fixtures';

/** Every page of every manifest: the host's own and each remote's. */
const PAGES: PageRoute[] = [hostRoutes, ...Object.values(REMOTE_MANIFESTS)].flatMap((manifest) => Object.values(manifest));
const pageAt = (path: string) => PAGES.find((page) => page.path === path);
/** The page an address opens (its path without the query). */
const pageOf = (address: string) => pageAt(new URL(address, 'http://banca.test').pathname);

const menuEntries = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...menuEntries(entry.children ?? [])]);
const holders = (capability: Capability) => [...GRANTS[capability]].sort();

beforeEach(() => resetEnvironment());

describe('the route manifests', () => {
  it('give every page a path of its own', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the menu', () => {
  it.each(MENU.flatMap((section) => menuEntries(section.items)).map((entry) => [entry.label, entry] as const))(
    '«%s» opens a page of a manifest, needing the capability the manifest gives it',
    (_label, entry) => {
      const page = pageOf(entry.route);
      expect(page).toBeDefined();
      expect(entry.access).toBe(page?.access);
    },
  );
});

describe('the landing tiles', () => {
  it('are pages of the manifests', () => {
    for (const tile of TILES) expect(PAGES).toContain(tile.route);
  });

  it.each(ROLES)('are shown to the role %s exactly for the pages it may open', (role) => {
    expect(tilesFor(role).map((tile) => tile.route.path)).toEqual(
      TILES.filter((tile) => can(role, tile.route.access)).map((tile) => tile.route.path),
    );
  });
});

describe('the links between apps', () => {
  /** The addresses of the links on screen. */
  const shownLinks = () =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));

  /** Each link leads to a page of a manifest that `role` may open. */
  function expectOpenable(role: Role, links: string[]) {
    for (const link of links) {
      const page = pageOf(link);
      expect({ link, page: page?.path }).toEqual({ link, page: expect.any(String) });
      expect({ link, role, may: can(role, page!.access) }).toEqual({ link, role, may: true });
    }
  }

  it.each(ROLES)('on the dashboard (tiles, today’s draws, the latest sales) lead the role %s to pages it may open', async (role) => {
    signInAs(profileOf(role));
    mockFetch(answer('GET', 'v1/dashboard/summary', dashboardSummary()), answer('GET', 'v1/auth/profile', profileOf(role)));
    renderPage(<DashboardPage />, { route: '/', path: '/' });
    await screen.findByText('TK-0004428');
    const links = shownLinks();
    expect(links).toEqual(expect.arrayContaining(['/draw/draw-detail?id=501', '/tickets/ticket-detail?id=4428']));
    expectOpenable(role, links);
  });

  it.each(ROLES)('on the profile lead the role %s to pages it may open', (role) => {
    signInAs(profileOf(role));
    mockFetch(answer('GET', 'v1/auth/profile', profileOf(role)));
    renderPage(<ProfilePage />, { route: '/profile', path: '/profile' });
    screen.getByText('Datos de la cuenta');
    expectOpenable(role, shownLinks());
  });

  it.each(ROLES)('to a record’s history lead the role %s to the audit page only if it may open it', (role) => {
    signInAs(profileOf(role));
    renderPage(<AuditHistoryLink auditPage={usersRoutes.audit} recordType="user" recordId={7} />);
    const links = shownLinks();
    expect(links).toEqual(can(role, 'audit:read') ? ['/admin/audit?record_type=user&record_id=7'] : []);
    expectOpenable(role, links);
  });

  it('of the header search lead to detail pages of the manifests, each for the roles the server finds that kind for', () => {
    // The server searches users, booths and tickets only for roles holding these capabilities.
    const searchedFor = { user: 'users:read', booth: 'booths:read', ticket: 'tickets:read' } as const;
    for (const [kind, page] of Object.entries(RESULT_PAGES)) {
      expect(PAGES).toContain(page);
      expect(holders(page.access)).toEqual(holders(searchedFor[kind as keyof typeof searchedFor]));
    }
  });
});
