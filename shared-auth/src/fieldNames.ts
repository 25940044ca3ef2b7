/**
 * The API names a bad field by its path (`El campo «lines.0.amount» debe ser menor o igual a
 * 1000000000.`): right for a developer, meaningless at a booth. Every 400 read by the client
 * (`request`) passes here, so no screen shows a path: a known field becomes its Spanish name (the
 * line counted from 1, as people count), an unknown one "un dato", and large limits are written
 * with thousands dots.
 */

/** A field's Spanish name with its article; `line` is the place of the line counted from 1. */
const LINE_FIELDS: Record<string, (line: number) => string> = {
  amount: (line) => `el monto de la jugada ${line}`,
  selection: (line) => `el número de la jugada ${line}`,
  game_type_id: (line) => `el juego de la jugada ${line}`,
};

const FIELDS: Record<string, string> = {
  amount: 'el monto',
  lines: 'las jugadas',
  declared_cash: 'el efectivo contado',
  expected_amount: 'el monto del premio',
  max_amount: 'el monto del tope',
  sales_limit: 'el límite de venta',
  'sales_limit.VES': 'el límite de venta en bolívares',
  'sales_limit.USD': 'el límite de venta en dólares',
  sale_percentage: 'el porcentaje de venta',
  commission_percentage: 'la comisión',
  payout: 'el pago',
  participation_percentage: 'el porcentaje de participación',
  reason: 'el motivo',
  direction: 'el tipo de movimiento',
  draw_id: 'el sorteo',
  game_type_id: 'el tipo de juego',
  scope_id: 'el alcance',
  owner_id: 'el cliente',
  ticket_booth_id: 'la taquilla',
  seller_user_id: 'el usuario vendedor',
  username: 'el usuario',
  password: 'la contraseña',
  name: 'el nombre',
  email: 'el correo electrónico',
  phone: 'el teléfono',
  timezone: 'la zona horaria',
  cutoff_minutes: 'los minutos de cierre',
  cancel_window_minutes: 'los minutos para anular',
  prize_expiry_days: 'los días para cobrar un premio',
  from: 'la fecha desde',
  to: 'la fecha hasta',
  date: 'la fecha',
};

const UNKNOWN = 'un dato';

/** A field path as a person reads it: 'lines.0.amount' → 'el monto de la jugada 1'; 'x_y' → 'un dato'. */
export function fieldName(path: string): string {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (line) {
    const name = LINE_FIELDS[line[2]];
    return name ? name(Number(line[1]) + 1) : UNKNOWN;
  }
  return FIELDS[path] ?? UNKNOWN;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What looks like a field path, not a Spanish word in quotes («desde», «Taquilla: Norte»). */
const isPath = (text: string) => text in FIELDS || /^[a-z][a-z0-9]*([._][a-z0-9]+)+$/.test(text);

let thousands: Intl.NumberFormat | undefined;

/** An API message with no field path in it, its limits written the Spanish way. */
export function readableMessage(message: string): string {
  thousands ??= new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 });
  const format = thousands;
  return message
    .replace(/El campo «([^»]+)»/g, (_, path: string) => capitalized(fieldName(path)))
    .replace(/«([^»]+)»/g, (quoted, text: string) => (isPath(text) ? fieldName(text) : quoted))
    .replace(
      /(igual a|mayor que|menor que) (\d{4,})(?!\d|\.\d)/g,
      (_, words: string, value: string) => `${words} ${format.format(Number(value))}`,
    );
}

/** The message of each field, made readable the same way (the keys stay: forms mark fields by them). */
export function readableFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, readableMessage(message)]));
}
