/**
 * The runtime configuration: fetched by the host from /config.json
 * before it renders, so the API and the remotes can move without rebuilding anything.
 */
export interface RuntimeConfig {
  apiUrl: string;
  appName: string;
  appMode: string;
  /** Remote name → URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
  /** The banca's clock: dates and times are shown, and days counted, in this time zone. */
  businessTimezone: string;
}

const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: '/api',
  appName: 'Banca',
  appMode: 'Production',
  remotes: {},
  businessTimezone: 'America/Caracas',
};
let current: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...DEFAULT_CONFIG, ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** The absolute address of an API path ('v1/users/list', 'health'): a relative API base is resolved against the page. */
export function apiAddress(path: string): string {
  const base = current.apiUrl.replace(/\/$/, '');
  return new URL(`${base}/${path.replace(/^\//, '')}`, window.location.href).toString();
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No se pudo cargar la configuración (${response.status}).`);
  setRuntimeConfig((await response.json()) as RuntimeConfig);
  return current;
}
