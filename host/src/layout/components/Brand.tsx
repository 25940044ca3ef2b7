import { getRuntimeConfig, theme } from '@banca/shared-auth';

// No antd here: the login page shows the brand too, and it loads no antd.
const { colorPrimary } = theme.token;
/** antd's default text colours (colorText, colorTextSecondary), which the shell's text uses. */
const TEXT = 'rgba(0, 0, 0, 0.88)';
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.65)';

/** The product's mark (the same drawing as the favicon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill={colorPrimary} />
      <circle cx="32" cy="32" r="16" fill="#fff" />
      <text x="32" y="39" fontFamily="Arial" fontSize="20" fontWeight="700" textAnchor="middle" fill={colorPrimary}>
        B
      </text>
    </svg>
  );
}

const PRODUCT = 'Back-office';
/** The app name comes from the runtime config. */
const appName = () => getRuntimeConfig().appName || 'Banca';

/**
 * The browser tab's title: the page first, so a row of tabs tells them apart ("Usuarios · Banca");
 * without a page, the product ("Banca · Back-office").
 */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${appName()}` : `${appName()} · ${PRODUCT}`;
}

/** The short brand label, e.g. "Banca Back-office". */
export function brandLabel(): string {
  return `${appName()} ${PRODUCT}`;
}

/** Mark and name; collapsed, the mark only. */
export function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        height: 64,
        padding: collapsed ? 0 : '0 20px',
        justifyContent: collapsed ? 'center' : 'flex-start',
        flexShrink: 0,
      }}
    >
      <BrandMark />
      {!collapsed && (
        <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.15 }}>
          <strong style={{ fontSize: 16, color: TEXT }}>{appName()}</strong>
          <span style={{ fontSize: 12, color: TEXT_SECONDARY }}>{PRODUCT}</span>
        </span>
      )}
    </div>
  );
}
