import type { AuditEntry } from '@banca/contracts';
import { DRAW_STATUS_TAGS, formatDateTime, isOneOf } from '@banca/kit';
import { Typography } from 'antd';

/** The Spanish names of the fields the trail records most; another field shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  first_name: 'Nombre',
  last_name: 'Apellido',
  document_type: 'Tipo de documento',
  document_number: 'Documento',
  email: 'Correo',
  phone: 'Teléfono',
  language: 'Idioma',
  country: 'País',
  timezone: 'Zona horaria',
  username: 'Usuario',
  role: 'Rol',
  password: 'Contraseña',
  isactive: 'Activo',
  is_active: 'Activo',
  deletedat: 'Eliminado',
  deleted_at: 'Eliminada',
  loginattempts: 'Intentos fallidos',
  failed_attempts: 'Intentos fallidos',
  name: 'Nombre',
  location: 'Ubicación',
  owner_id: 'Propietario (id)',
  label: 'Nombre',
  ticket_booth_id: 'Taquilla (id)',
  seller_id: 'Vendedor (id)',
  seller_user_id: 'Usuario vendedor (id)',
  module_id: 'Módulo (id)',
  assigned: 'Asignado',
  game_type_id: 'Tipo de juego (id)',
  enabled: 'Habilitado',
  profit_percentage: '% de ganancia',
  sales_limit: 'Límite de venta',
  sale_percentage: 'Porcentaje de venta',
  participation_percentage: 'Porcentaje de participación',
  sessions: 'Sesiones',
  status: 'Estado',
  closed_at: 'Ventas cerradas',
  winning_numbers: 'Resultado',
  code: 'Código',
  amount: 'Monto',
  lines: 'Jugadas',
  draw_id: 'Sorteo (id)',
  request_id: 'Id de la venta',
  reason: 'Motivo',
  in_window: 'Dentro del plazo',
  paid_at: 'Pagado',
  paid_by: 'Pagado por',
  scope: 'Alcance',
  scope_id: 'Titular (id)',
  selection: 'Número',
  max_amount: 'Monto máximo',
  cutoff_minutes: 'Cierre de ventas (min)',
  prize_expiry_days: 'Caducidad de premios (días)',
  cancel_window_minutes: 'Minutos para anular',
  terminal_sessions: 'Sesiones de terminal',
  // Security events (sign-ins, failures, locks, throttled addresses).
  known_device: 'Dispositivo conocido',
  name_hash: 'Usuario escrito (huella)',
  attempts: 'Intentos fallidos',
  locked_until: 'Bloqueada hasta',
  failures: 'Intentos fallidos',
  until: 'Hasta',
  own_password: 'Contraseña actual en «Mi perfil»',
  terminal: 'Terminal de taquilla',
};

/** Fields holding a moment, shown on the business clock as the pages show times. */
const MOMENTS = new Set(['closed_at', 'locked_until', 'until']);

const DRAW_STATUSES = Object.keys(DRAW_STATUS_TAGS) as (keyof typeof DRAW_STATUS_TAGS)[];

const shown = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  // A draw's status, and moments (when its sales closed, until when a lock lasts), as the pages show them.
  if (field === 'status' && typeof value === 'string' && isOneOf(DRAW_STATUSES, value)) return DRAW_STATUS_TAGS[value].label;
  if (MOMENTS.has(field) && typeof value === 'string') return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The changed fields of an entry, one a line: «campo: antes → después» (a create or an event: its values). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {fields.map((field) => (
        <li key={field}>
          <Typography.Text code>{FIELD_LABELS[field] ?? field}</Typography.Text>{' '}
          {entry.before && field in before ? (
            <>
              <Typography.Text delete type="secondary">
                {shown(field, before[field])}
              </Typography.Text>
              {' → '}
            </>
          ) : null}
          <Typography.Text strong>{field in after ? shown(field, after[field]) : '—'}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
