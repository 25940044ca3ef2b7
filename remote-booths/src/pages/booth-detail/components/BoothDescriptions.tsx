import { formatCurrency, type BoothDetail } from '@banca/shared-auth';
import { Descriptions } from 'antd';

/** The booth's own data, read-only. */
export function BoothDescriptions({ booth }: { booth: BoothDetail }) {
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'name', label: 'Nombre', children: booth.name },
        { key: 'email', label: 'Correo', children: booth.email || '—' },
        { key: 'location', label: 'Ubicación', children: booth.location || '—' },
        { key: 'amount', label: 'Monto', children: formatCurrency(booth.amount) },
        { key: 'owner', label: 'Propietario', children: booth.owner_name ?? '—' },
      ]}
    />
  );
}
