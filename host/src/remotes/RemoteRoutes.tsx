import { AccessGate, LoadingSkeleton } from '@banca/kit';
import { useRoutes } from 'react-router-dom';
import NotFoundPage from '../pages/not-found';
import { RemotePage, RemoteUnavailable } from './RemotePage';
import { useRemoteRoutes, type RemoteRouteTable } from './useRemoteRoutes';

/** An address no page has claimed (yet): wait for the route tables, then 404, unless a remote is unreachable. */
function UnclaimedPath({ table }: { table: RemoteRouteTable }) {
  if (table.loading) return <LoadingSkeleton paragraph={{ rows: 8 }} />;
  // It may be a page of the remote that cannot be reached: say so, never a 404.
  if (table.unavailable.length > 0) return <RemoteUnavailable onRetry={table.retry} />;
  return <NotFoundPage />;
}

/**
 * Every path the host does not serve itself: the remotes' pages, as their routes.json list them,
 * each behind the door its manifest names (a role without the capability never loads the page).
 */
export function RemoteRoutes() {
  const table = useRemoteRoutes();
  return useRoutes([
    ...table.routes.map((route) => ({
      path: route.path,
      element: (
        <AccessGate access={route.access}>
          <RemotePage key={route.path} remote={route.remote} module={route.module} />
        </AccessGate>
      ),
    })),
    { path: '*', element: <UnclaimedPath table={table} /> },
  ]);
}
