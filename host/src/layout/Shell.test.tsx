import { act, answer, fireEvent, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { Route, Routes } from 'react-router-dom';
import { resetEnvironment, setScreenWidth, signInAs } from '../test/environment';
import { profileOf, shellServer } from '../test/fixtures';
import { Shell } from './Shell';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

/** The shell at `route`, with a page inside it (or one that throws). */
function renderShell(route: string, page = <p>Contenido de la página</p>) {
  mockFetch(...shellServer());
  return renderPage(
    <Routes>
      <Route element={<Shell />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>,
    { route, path: '/*' },
  );
}

// Whole-page role queries are slow in jsdom under antd's many style sheets: look inside the landmarks.
const header = () => document.querySelector('header')!;
const sideMenu = () => screen.getByLabelText('Menú principal');

describe('Shell header', () => {
  it.each([
    ['/', 'Dashboard', 'Resumen general'],
    ['/draw/draws', 'Sorteos', 'Listado de sorteos'],
  ])('shows the title of %s', async (route, title, subtitle) => {
    renderShell(route);
    expect(await within(header()).findByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(header()).getByText(subtitle)).toBeInTheDocument();
  });

  it('shows no title for a route that has none', () => {
    renderShell('/no-existe');
    expect(within(header()).queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Contenido de la página')).toBeInTheDocument();
  });
});

describe('Shell', () => {
  it('shows the menu, the header controls and the page', async () => {
    renderShell('/');
    expect(screen.getByText('Contenido de la página')).toBeInTheDocument();
    expect(await within(sideMenu()).findByRole('link', { name: 'Usuarios' })).toBeInTheDocument();
    expect(within(header()).getByPlaceholderText('Buscar…')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: /^Notificaciones/ })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: /^Mensajes/ })).toBeInTheDocument();
    expect(await within(header()).findByText('Ana Pérez')).toBeInTheDocument();
    expect(within(header()).getByText('ana.perez@banca.test')).toBeInTheDocument();
  });

  it('offers "Saltar al contenido" first, before the side menu, and it moves the focus to the page', async () => {
    renderShell('/');
    await within(sideMenu()).findByRole('link', { name: 'Usuarios' });
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter(
      (element) => !element.closest('[aria-hidden="true"]'),
    );
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(focusable[0]).toBe(skip);
    // Then the menu, before the header and the page.
    expect(sideMenu().contains(focusable[1])).toBe(true);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main')).toContainElement(screen.getByText('Contenido de la página'));
  });

  it('collapses the side menu to icons and expands it again', async () => {
    renderShell('/');
    const nav = sideMenu();
    await within(nav).findByRole('link', { name: 'Usuarios' });
    expect(within(nav).getByText('Administración')).toBeInTheDocument();

    fireEvent.click(within(header()).getByRole('button', { name: 'Contraer menú' }));
    expect(within(nav).queryByText('Administración')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Back-office')).not.toBeInTheDocument();
    expect(nav.querySelector('.ant-menu-inline-collapsed')).toBeInTheDocument();
    expect(nav.querySelector('.anticon-team')).toBeInTheDocument();

    fireEvent.click(within(header()).getByRole('button', { name: 'Expandir menú' }));
    expect(await within(nav).findByText('Administración')).toBeInTheDocument();
  });

  it('remembers a collapsed menu on this device: a reload keeps it collapsed', async () => {
    const first = renderShell('/');
    await within(sideMenu()).findByRole('link', { name: 'Usuarios' });
    fireEvent.click(within(header()).getByRole('button', { name: 'Contraer menú' }));
    expect(sideMenu().querySelector('.ant-menu-inline-collapsed')).toBeInTheDocument();
    first.unmount();

    renderShell('/');
    await waitFor(() => expect(sideMenu().querySelector('.ant-menu-inline-collapsed')).toBeInTheDocument());
    expect(within(header()).getByRole('button', { name: 'Expandir menú' })).toBeInTheDocument();
    fireEvent.click(within(header()).getByRole('button', { name: 'Expandir menú' }));
    expect(await within(sideMenu()).findByText('Administración')).toBeInTheDocument();
    expect(window.localStorage.getItem('banca.menuCollapsed')).toBe('false');
  });

  it('reads no icon name aloud: every icon of the header, the menu and the page is hidden from screen readers', async () => {
    renderShell('/');
    await within(sideMenu()).findByRole('link', { name: 'Usuarios' });
    await within(header()).findByText('Ana Pérez');
    // (the header search box, being rewritten on its own, is left out)
    const spoken = [...document.querySelectorAll('nav .anticon, header button .anticon')].filter(
      (icon) => !icon.closest('[aria-hidden="true"]') && !icon.closest('.ant-input-affix-wrapper'),
    );
    expect(spoken.map((icon) => icon.getAttribute('aria-label'))).toEqual([]);
  });

  it('keeps the Reportes sub-menu in the Tab order, and Enter opens it', async () => {
    renderShell('/');
    const nav = sideMenu();
    await within(nav).findByRole('link', { name: 'Usuarios' });
    const title = within(nav).getByText('Reportes');
    expect(title).toHaveAttribute('tabindex', '0');
    act(() => title.focus());
    expect(document.activeElement).toBe(title);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    expect(await within(nav).findByRole('link', { name: 'Ventas por vendedor' })).toBeInTheDocument();
  });

  it('keeps the shell when a page fails, showing the error in the content area only', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderShell('/admin/users', <Broken />);
    expect(screen.getByText('Algo salió mal')).toBeInTheDocument();
    expect(await within(header()).findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(await within(sideMenu()).findByRole('link', { name: 'Vendedores' })).toBeInTheDocument();
  });
});

describe('Shell on a phone', () => {
  beforeEach(() => setScreenWidth(390));

  it('has a header with the logo and the profile only, and the menu in a drawer', async () => {
    renderShell('/');
    await waitFor(() => expect(within(header()).getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument());
    expect(within(header()).getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: /^Perfil de/ })).toBeInTheDocument();
    expect(within(header()).queryByPlaceholderText('Buscar…')).not.toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: /^Notificaciones/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Menú principal')).not.toBeInTheDocument();
    // the page title moves into the content
    expect(within(document.querySelector('main')!).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    fireEvent.click(within(header()).getByRole('button', { name: 'Abrir menú' }));
    const nav = await screen.findByLabelText('Menú principal');
    // the drawer is a dialog with a name
    expect(nav.closest('[role="dialog"]')).toHaveAttribute('aria-label', 'Menú');
    fireEvent.click(await within(nav).findByRole('link', { name: 'Vendedores' }));
    await waitFor(() => expect(within(document.querySelector('main')!).getByRole('heading', { name: 'Vendedores' })).toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).not.toBeInTheDocument());
  });
});

describe('Shell with no menu from the server', () => {
  it('still works, with the empty state in the side menu', async () => {
    mockFetch(answer('GET', 'v1/auth/menu', null), ...shellServer().slice(1));
    renderPage(<Shell />, { route: '/', path: '/' });
    expect(await screen.findByText('¡Error! Menú no disponible')).toBeInTheDocument();
    expect(within(header()).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
