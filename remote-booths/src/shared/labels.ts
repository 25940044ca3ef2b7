/** remote-booths' labels of the money of the booths: a booth day's status, a payment's direction. */
import type { BoothDayStatus, CashActor, OwnerPaymentDirection } from '@banca/contracts';
import { formatSpanishNumber, type TagStyle } from '@banca/kit';

export const BOOTH_DAY_STATUS_TAGS: Record<BoothDayStatus, TagStyle> = {
  open: { label: 'Abierto', color: 'gold' },
  closed: { label: 'Cerrado', color: 'blue' },
  approved: { label: 'Aprobado', color: 'green' },
};

/** Abono: the owner hands money to the banca (balance up); cobro: the owner collects (balance down). */
export const PAYMENT_DIRECTION_LABELS: Record<OwnerPaymentDirection, string> = {
  owner_pays: 'Abono',
  banca_pays: 'Cobro',
};

/** Who closed or approved a day: a person, a booth's terminal, or the system (a day left open at 00:30). */
export function actorText(actor: CashActor | null): string {
  if (actor === null) return '—';
  if (actor.kind === 'system') return 'Sistema (cierre automático)';
  if (actor.kind === 'terminal') return `Terminal: ${actor.name}`;
  return actor.name;
}

/** A difference with what it means: sobrante (surplus), faltante (shortfall) or cuadrado. */
export function differenceKind(difference: number | null): string | null {
  if (difference === null) return null;
  if (difference > 0) return 'Sobrante';
  if (difference < 0) return 'Faltante';
  return 'Cuadrado';
}

/** A percentage the Spanish way: 12,5 %. */
export const percentText = (value: number) => `${formatSpanishNumber(value, 2)} %`;
