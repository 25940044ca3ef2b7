import { Drawer, Layout, theme } from 'antd';
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { useIsMobile } from '../hooks/useIsMobile';
import { usePageTable } from '../remotes/usePageTable';
import { AppHeader } from './components/AppHeader';
import { ConnectionNotice } from './components/ConnectionNotice';
import { MobileHeader } from './components/MobileHeader';
import { PageTitle } from './components/PageTitle';
import { SideMenu } from './components/SideMenu';

/** The page's content, where "Saltar al contenido" leads. */
export const CONTENT_ID = 'contenido';

/** Off screen until it takes the focus (the first Tab of every page), then over the top-left corner. */
const SKIP_LINK: CSSProperties = {
  position: 'absolute',
  left: 8,
  top: 8,
  zIndex: 1100,
  padding: '8px 16px',
  borderRadius: 6,
  transform: 'translateY(-200%)',
};

/**
 * The first stop of the keyboard on every page: it moves the focus past the side menu and the
 * header to the page's content (in place: the address does not change).
 */
function SkipToContent({ target }: { target: RefObject<HTMLElement | null> }) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${CONTENT_ID}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      style={{
        ...SKIP_LINK,
        color: token.colorWhite,
        background: token.colorPrimary,
        transform: focused ? 'none' : SKIP_LINK.transform,
      }}
    >
      Saltar al contenido
    </a>
  );
}

/**
 * A printed page (a statement's «Imprimir») is the page's content alone: no side menu, header or
 * skip link, no padding around it, and nothing a page marks `data-no-print` (its filters, its
 * buttons).
 */
export const PRINT_CSS = `@media print {
  .banca-shell > .ant-layout-sider, .banca-shell .ant-layout-header, .banca-shell > a[href="#${CONTENT_ID}"], [data-no-print] { display: none !important; }
  .banca-shell, .banca-shell .ant-layout { background: #fff !important; min-height: 0 !important; }
  #${CONTENT_ID} { padding: 0 !important; }
}`;

const SIDER_WIDTH = 248;
const SIDER_COLLAPSED_WIDTH = 72;
const HEADER_HEIGHT = 64;

/** Whether the side menu was left collapsed on this device: a preference of the device, kept across reloads. */
const MENU_COLLAPSED_KEY = 'banca.menuCollapsed';

function rememberedCollapsed(): boolean {
  try {
    return window.localStorage.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(MENU_COLLAPSED_KEY, String(collapsed));
  } catch {
    // storage refused (private mode): the menu simply starts expanded next time
  }
}

/**
 * The signed-in frame: side menu, sticky header and the routed page. On a phone the
 * menu lives in a drawer and the header keeps the logo and the profile only. Each page renders
 * behind its own error boundary, so a failing page never takes the shell down.
 */
export function Shell() {
  const { token } = theme.useToken();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(rememberedCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const content = useRef<HTMLElement>(null);
  // Makes the loaded manifests' pages known to every app's links (the side menu may sit in a closed drawer).
  usePageTable();

  // Whatever led away (a menu item, a tile, the search), the drawer should not stay over the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address change is the trigger
  useEffect(() => setDrawerOpen(false), [pathname, search]);

  return (
    <Layout hasSider={!isMobile} className="banca-shell" style={{ minHeight: '100vh' }}>
      <style>{PRINT_CSS}</style>
      <SkipToContent target={content} />
      {!isMobile && (
        <Layout.Sider
          theme="light"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          // Between md and lg there is little room: icons only. Wider, as the user left it.
          breakpoint="lg"
          onBreakpoint={(narrow) => setCollapsed(narrow || rememberedCollapsed())}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            lineHeight: 'normal',
            padding: isMobile ? '0 12px' : '0 24px 0 16px',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {isMobile ? (
            <MobileHeader onOpenMenu={() => setDrawerOpen(true)} />
          ) : (
            <AppHeader
              menuCollapsed={collapsed}
              onToggleMenu={() => {
                rememberCollapsed(!collapsed);
                setCollapsed(!collapsed);
              }}
            />
          )}
        </Layout.Header>
        <Layout.Content id={CONTENT_ID} ref={content} tabIndex={-1} style={{ padding: isMobile ? 16 : 24, outline: 'none' }}>
          <ConnectionNotice top={HEADER_HEIGHT + 8} />
          {isMobile && (
            <div style={{ marginBottom: 16 }}>
              <PageTitle />
            </div>
          )}
          <AppErrorBoundary key={pathname}>
            <Outlet />
          </AppErrorBoundary>
        </Layout.Content>
      </Layout>
      {isMobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
          closable={false}
          // the drawer is a dialog: it needs a name
          aria-label="Menú"
          styles={{ body: { padding: 0 } }}
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}
