/**
 * The pages of remote-terminal, the booth terminal: the only place their identity is written. The
 * build exposes each page and emits routes.json; the host serves them at /taquilla, outside the
 * back-office shell, and standalone mode reads this too. Every page signs the terminal in first
 * (a seller account's session), so none needs a staff role.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  sell: { path: '/taquilla', page: 'sell', title: 'Vender', subtitle: 'Sorteos abiertos, jugadas y ticket' },
  tickets: { path: '/taquilla/tickets', page: 'tickets', title: 'Tickets de hoy', subtitle: 'Buscar, ver y anular' },
  prizes: { path: '/taquilla/premios', page: 'prizes', title: 'Pagar premio', subtitle: 'Verificar un ticket y pagarlo' },
  day: { path: '/taquilla/dia', page: 'day', title: 'El día', subtitle: 'Ventas, anulados, premios y efectivo' },
} as const satisfies RouteManifest;
