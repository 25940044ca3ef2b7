import { can, isCapability } from '@banca/contracts/access';
import { LoadingSkeleton } from './LoadingSkeleton';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useAccess } from '../hooks/useAccess';

/**
 * A page's door, as its route manifest names it (`access`): the host and the standalone frame put
 * every page behind one, so a role without the capability sees "Sin acceso" before the page's code
 * is loaded or the API is called (a refused call would sign it out). A capability this app's table
 * does not know (named by a newer remote) is held by no role. While the profile is unknown the door
 * waits; if it cannot be known, the server decides. `access` undefined: a page of a remote built
 * before manifests named access, which checks it itself.
 */
export function AccessGate({ access, children }: { access: string | undefined; children: ReactNode }) {
  const { role, known, loading } = useAccess();
  if (access === undefined) return <>{children}</>;
  if (loading) return <LoadingSkeleton paragraph={{ rows: 6 }} />;
  if (known && !(isCapability(access) && can(role, access))) {
    return <Result status="403" title="Sin acceso" subTitle="Tu rol no tiene permiso para ver esta sección." />;
  }
  return <>{children}</>;
}
