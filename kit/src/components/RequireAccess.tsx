import type { Access } from '@banca/shared-auth';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useAccess } from '../hooks/useAccess';

/**
 * Shows `children` only to roles that may see them. Without this, a
 * role that may not would call the API, get a 403 and be signed out. While
 * the profile is unknown the page waits; if it cannot be known, the server decides.
 */
export function RequireAccess({ allowed, children }: { allowed: keyof Access; children: ReactNode }) {
  const { access, known, loading } = useAccess();
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (known && !access[allowed]) {
    return <Result status="403" title="Sin acceso" subTitle="Tu rol no tiene permiso para ver esta sección." />;
  }
  return <>{children}</>;
}
