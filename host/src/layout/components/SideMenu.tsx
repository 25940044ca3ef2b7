import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Empty, Menu, Skeleton, theme, Tooltip, Typography } from 'antd';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { tint } from '../../theme';
import { useMenu } from '../hooks/useMenu';
import { useRemoteRoutes } from '../../remotes/useRemoteRoutes';
import { activeMenuPage, toMenuItems } from '../menu';
import { Brand, brandLabel } from './Brand';

const MENU_UNAVAILABLE = '¡Error! Menú no disponible';

function MenuLoading({ collapsed }: { collapsed: boolean }) {
  return (
    <div role="status" style={{ padding: collapsed ? '12px 16px' : '12px 20px' }}>
      <Skeleton active title={false} paragraph={{ rows: 7, width: '100%' }} />
      {collapsed ? <VisuallyHidden>Cargando menú...</VisuallyHidden> : <Typography.Text type="secondary">Cargando menú...</Typography.Text>}
    </div>
  );
}

function MenuUnavailable({ collapsed, onRetry }: { collapsed: boolean; onRetry: () => void }) {
  const { token } = theme.useToken();
  if (collapsed) {
    return (
      <Tooltip title={MENU_UNAVAILABLE} placement="right">
        <div
          role="alert"
          aria-label={MENU_UNAVAILABLE}
          style={{ textAlign: 'center', padding: 16, color: token.colorWarning, fontSize: 20 }}
        >
          <ExclamationCircleOutlined aria-hidden />
        </div>
      </Tooltip>
    );
  }
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MENU_UNAVAILABLE} style={{ padding: '24px 16px' }}>
      <Button size="small" onClick={onRetry}>
        Reintentar
      </Button>
    </Empty>
  );
}

function MenuFooter({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  const year = new Date().getFullYear();
  return (
    <footer
      style={{
        flexShrink: 0,
        padding: collapsed ? '12px 4px' : '12px 20px',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        fontSize: 12,
        lineHeight: 1.5,
        color: token.colorTextTertiary,
        textAlign: collapsed ? 'center' : 'left',
      }}
    >
      {collapsed ? (
        <span title={`© ${year} Todos los derechos reservados`}>© {year}</span>
      ) : (
        <>
          <div>© {year} Todos los derechos reservados</div>
          <div>{brandLabel()}</div>
        </>
      )}
    </footer>
  );
}

/**
 * Whether the scrolling area `region` holds more below what it shows: a menu taller than the window
 * (the administrator's at 1366 × 850) says so with a shadow at its lower edge, since many systems
 * draw no scrollbar until one scrolls. Measured on scroll and whenever the area or the menu resizes
 * (a section opened, the window resized): the area and its two children (the sections, the footer)
 * are the same elements for the menu's life.
 */
function useMoreBelow(region: RefObject<HTMLDivElement | null>): boolean {
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setMoreBelow(element.scrollTop + element.clientHeight < element.scrollHeight - 1);
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [region]);
  return moreBelow;
}

interface SideMenuProps {
  /** Icons only (the collapsed sider). */
  collapsed?: boolean;
  /** Called after an item is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/**
 * The side menu: the brand, the server's sections (a pulsing placeholder while
 * they load, an empty state when there are none or they fail), and the footer. The selected item
 * follows the URL, and the sub-menu holding it opens.
 */
export function SideMenu({ collapsed = false, onNavigate }: SideMenuProps) {
  const { token } = theme.useToken();
  const { sections, pages, isLoading, refetch } = useMenu();
  const { pathname, search } = useLocation();
  const { routes } = useRemoteRoutes();
  const active = activeMenuPage(pages, pathname, search, routes);
  const items = useMemo(() => toMenuItems(sections, collapsed), [sections, collapsed]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const scroller = useRef<HTMLDivElement>(null);
  const moreBelow = useMoreBelow(scroller);

  useEffect(() => {
    const parents = active?.parents ?? [];
    if (parents.length) setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }, [active]);

  let body: ReactNode;
  if (isLoading) body = <MenuLoading collapsed={collapsed} />;
  else if (sections.length === 0) body = <MenuUnavailable collapsed={collapsed} onRetry={() => void refetch()} />;
  else
    body = (
      <ConfigProvider
        theme={{ components: { Menu: { itemSelectedBg: tint(token.colorPrimary, 0.1), itemActiveBg: tint(token.colorPrimary, 0.16) } } }}
      >
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={active ? [active.route] : []}
          // Collapsed, sub-menus are fly-outs that antd opens on hover; expanded, we keep them.
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={onNavigate}
          style={{ borderInlineEnd: 'none' }}
        />
      </ConfigProvider>
    );

  return (
    <nav aria-label="Menú principal" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Brand collapsed={collapsed} />
      {/* One scrolling area for the sections and the footer: the footer never covers the last items. */}
      <div
        ref={scroller}
        data-menu-scroll
        data-more-below={moreBelow || undefined}
        style={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          overflowX: 'hidden',
          scrollbarWidth: 'thin',
          boxShadow: moreBelow ? `inset 0 -14px 12px -12px ${token.colorTextQuaternary}` : undefined,
        }}
      >
        <div style={{ flex: 1 }}>{body}</div>
        <MenuFooter collapsed={collapsed} />
      </div>
    </nav>
  );
}
