/** Standalone mode: this remote on its own dev server, with a compact sign-in (the host is not needed). */
import { StandaloneApp, type StandaloneRoute } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import DrawsPage from './pages/draws';
import DrawDetailPage from './pages/draw-detail';
import GamesPage from './pages/games';
import TicketsPage from './pages/tickets';
import TicketDetailPage from './pages/ticket-detail';
import HierarchyPage from './pages/hierarchy';
import HierarchyDetailPage from './pages/hierarchy-detail';
import ReportsPage from './pages/reports';
import ReportDetailPage from './pages/report-detail';

const routes: StandaloneRoute[] = [
  { path: '/draw/draws', label: 'Sorteos', element: <DrawsPage /> },
  { path: '/draw/draw-detail', label: 'Sorteo', element: <DrawDetailPage /> },
  { path: '/games/games', label: 'Juegos', element: <GamesPage /> },
  { path: '/tickets/tickets', label: 'Tickets', element: <TicketsPage /> },
  { path: '/tickets/ticket-detail', label: 'Ticket', element: <TicketDetailPage /> },
  { path: '/user-hierarchy/hierarchy-list', label: 'Jerarquía', element: <HierarchyPage /> },
  { path: '/user-hierarchy/hierarchy-detail', label: 'Nodo', element: <HierarchyDetailPage /> },
  { path: '/reports/reports', label: 'Reportes', element: <ReportsPage /> },
  { path: '/reports/report-detail', label: 'Detalle de reporte', element: <ReportDetailPage /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Catálogo" routes={routes} />);
