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
  { path: '/draw/draws', label: 'Draws', element: <DrawsPage /> },
  { path: '/draw/draw-detail', label: 'DrawDetail', element: <DrawDetailPage /> },
  { path: '/games/games', label: 'Games', element: <GamesPage /> },
  { path: '/tickets/tickets', label: 'Tickets', element: <TicketsPage /> },
  { path: '/tickets/ticket-detail', label: 'TicketDetail', element: <TicketDetailPage /> },
  { path: '/user-hierarchy/hierarchy-list', label: 'Hierarchy', element: <HierarchyPage /> },
  { path: '/user-hierarchy/hierarchy-detail', label: 'HierarchyDetail', element: <HierarchyDetailPage /> },
  { path: '/reports/reports', label: 'Reports', element: <ReportsPage /> },
  { path: '/reports/report-detail', label: 'ReportDetail', element: <ReportDetailPage /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Catálogo" routes={routes} />);
