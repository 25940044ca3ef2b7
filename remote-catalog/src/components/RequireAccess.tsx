import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Access } from '@banca/shared-auth';
import { useAccess } from '../hooks/useAccess';

/**
 * A page only some roles may open. For the others the API answers 403, which ends the session
 *, so a role that may not is told so here and no call is made.
 */
export function RequireAccess({ can, children }: { can: keyof Access; children: ReactNode }) {
  const access = useAccess();
  if (!access) return <Skeleton active data-testid="access-loading" />;
  if (!access[can]) return <Result status="403" title="Sin acceso" subTitle="Tu usuario no tiene acceso a esta sección." />;
  return <>{children}</>;
}
