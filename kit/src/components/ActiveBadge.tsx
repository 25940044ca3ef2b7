import { Badge } from 'antd';

/** Activo / Inactivo, as a status dot and its word. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge status={active ? 'success' : 'default'} text={active ? 'Activo' : 'Inactivo'} />;
}
