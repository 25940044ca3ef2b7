import { can, type Capability } from '@banca/contracts/access';
import type { Access } from '@banca/shared-auth';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useAccess } from '../hooks/useAccess';

/**
 * Shows `children` only to roles that may see them: `allowed` is a flag of shared-auth's `Access`
 * or a capability of the role table (`'audit:read'`), read from the bundled table so a page can
 * need a capability newer than the host's shared-auth. Without this, a
 * role that may not would call the API, get a 403 and be signed out. While
 * the profile is unknown the page waits; if it cannot be known, the server decides.
 */
export function RequireAccess({ allowed, children }: { allowed: keyof Access | Capability; children: ReactNode }) {
  const { access, role, known, loading } = useAccess();
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const may = allowed.includes(':') ? can(role, allowed as Capability) : access[allowed as keyof Access];
  if (known && !may) {
    return <Result status="403" title="Sin acceso" subTitle="Tu rol no tiene permiso para ver esta sección." />;
  }
  return <>{children}</>;
}
