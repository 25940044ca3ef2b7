/**
 * The pages of remote-terminal, the booth terminal: the only place their identity is written
 * (no package imports it). The build exposes each page and emits routes.json; the host
 * serves them at /taquilla, outside the back-office shell, and standalone mode reads this too. Each
 * needs a terminal's session (`access: 'terminal'`, a seller account), never a staff role: every
 * page signs the terminal in first.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  'terminal.sell': { path: '/taquilla', page: 'sell', title: 'Vender', subtitle: 'Sorteos abiertos, jugadas y ticket', access: 'terminal' },
  'terminal.tickets': {
    path: '/taquilla/tickets',
    page: 'tickets',
    title: 'Tickets de hoy',
    subtitle: 'Buscar, ver y anular',
    access: 'terminal',
  },
  'terminal.prizes': {
    path: '/taquilla/premios',
    page: 'prizes',
    title: 'Pagar premio',
    subtitle: 'Verificar un ticket y pagarlo',
    access: 'terminal',
  },
  'terminal.day': {
    path: '/taquilla/dia',
    page: 'day',
    title: 'El día',
    subtitle: 'Ventas, anulados, premios y efectivo',
    access: 'terminal',
  },
} as const satisfies RouteManifest;
