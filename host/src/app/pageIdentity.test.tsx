/**
 * A page's identity is written once, in its app's route manifest (path, title, capability); every
 * other app names it by its id (`@banca/contracts/pages`) and learns where it is at run time. The
 * links between apps follow the loaded manifests, lead a role only to pages it may open, and stay
 * plain text (never a crash or a dead link) while no manifest names the page.
 */
import { can } from '@banca/contracts/access';
import { ROLES, type Role } from '@banca/contracts/enums';
import { AuditHistoryLink } from '@banca/kit';
import { answer, mockFetch, renderPage, screen } from '@banca/kit/testing';
import { RESULT_PAGES } from '../layout/components/MenuSearch';
import DashboardPage from '../pages/dashboard';
import { TILES } from '../pages/dashboard/components/NavigationTiles';
import ProfilePage from '../pages/profile';
import { resetEnvironment, signInAs } from '../test/environment';
import { dashboardSummary, KNOWN_PAGES, knowPages, profileOf } from '../test/fixtures';

const pageAt = (path: string) => KNOWN_PAGES.find((page) => page.path === path);
/** The page an address opens (its path without the query). */
const pageOf = (address: string) => pageAt(new URL(address, 'http://banca.test').pathname);

beforeEach(() => resetEnvironment());

/** The addresses of the links on screen. */
const shownLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

/** Each link leads to a known page that `role` may open. */
function expectOpenable(role: Role, links: string[]) {
  for (const link of links) {
    const page = pageOf(link);
    expect({ link, page: page?.path }).toEqual({ link, page: expect.any(String) });
    expect({ link, role, may: can(role, page!.access as never) }).toEqual({ link, role, may: true });
  }
}

function renderDashboard(role: Role) {
  signInAs(profileOf(role));
  mockFetch(answer('GET', 'v1/dashboard/summary', dashboardSummary()), answer('GET', 'v1/auth/profile', profileOf(role)));
  renderPage(<DashboardPage />, { route: '/', path: '/' });
}

describe('the links between apps', () => {
  it.each(ROLES)('on the dashboard (tiles, today’s draws, the latest sales) lead the role %s to pages it may open', async (role) => {
    knowPages();
    renderDashboard(role);
    await screen.findByText('TK-0004428');
    const links = shownLinks();
    expect(links).toEqual(expect.arrayContaining(['/draw/draw-detail?id=501', '/tickets/ticket-detail?id=4428']));
    expectOpenable(role, links);
  });

  it.each(ROLES)('shows the role %s a tile for each page it may open, titled by its manifest', async (role) => {
    knowPages();
    renderDashboard(role);
    const tiles = await screen.findByRole('list', { name: 'Accesos directos' });
    const wanted = TILES.map((tile) => KNOWN_PAGES.find((page) => page.id === tile.page)!).filter((page) =>
      can(role, page.access as never),
    );
    expect([...tiles.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(wanted.map((page) => page.path));
    for (const page of wanted) expect(tiles).toHaveTextContent(page.title);
  });

  it('follow a page to the path its remote’s manifest now gives it', async () => {
    knowPages(
      KNOWN_PAGES.map((page) =>
        page.id === 'catalog.draw'
          ? { ...page, path: '/sorteos/detalle' }
          : page.id === 'catalog.draws'
            ? { ...page, path: '/sorteos' }
            : page,
      ),
    );
    renderDashboard('admin');
    await screen.findByText('TK-0004428');
    expect(screen.getByRole('link', { name: 'Lotería Nacional' })).toHaveAttribute('href', '/sorteos/detalle?id=501');
    expect(screen.getByRole('link', { name: /Sorteos/ })).toHaveAttribute('href', '/sorteos');
  });

  it('are plain text while no loaded manifest names their page (a remote down): no crash, no dead link', async () => {
    knowPages(KNOWN_PAGES.filter((page) => !page.id.startsWith('catalog.')));
    renderDashboard('admin');
    await screen.findByText('TK-0004428');
    expect(screen.queryByRole('link', { name: 'TK-0004428' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lotería Nacional' })).toBeNull();
    expect(screen.getByText('Lotería Nacional')).toBeInTheDocument();
    // the other remotes' tiles stay
    expect(shownLinks()).toEqual(['/admin/users', '/admin/booths']);
  });

  it.each(ROLES)('on the profile lead the role %s to pages it may open', (role) => {
    knowPages();
    signInAs(profileOf(role));
    mockFetch(answer('GET', 'v1/auth/profile', profileOf(role)));
    renderPage(<ProfilePage />, { route: '/profile', path: '/profile' });
    screen.getByText('Datos de la cuenta');
    expectOpenable(role, shownLinks());
  });

  it.each(ROLES)('to a record’s history lead the role %s to the audit page only if it may open it', (role) => {
    knowPages();
    signInAs(profileOf(role));
    renderPage(<AuditHistoryLink recordType="user" recordId={7} />);
    const links = shownLinks();
    expect(links).toEqual(can(role, 'audit:read') ? ['/admin/audit?record_type=user&record_id=7'] : []);
    expectOpenable(role, links);
  });

  it('of the header search lead to detail pages of the manifests, each for the roles the server finds that kind for', () => {
    // The server searches users, booths and tickets only for roles holding these capabilities.
    const searchedFor = { user: 'users:read', booth: 'booths:read', ticket: 'tickets:read' } as const;
    for (const [kind, id] of Object.entries(RESULT_PAGES)) {
      expect(KNOWN_PAGES.find((page) => page.id === id)?.access).toBe(searchedFor[kind as keyof typeof searchedFor]);
    }
  });
});
