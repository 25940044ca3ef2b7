/** remote-booths' labels of the money of the booths: a booth day's status tags, who closed a day, a difference. */
import type { BoothDayStatus, CashActor } from '@banca/contracts';
import { BOOTH_DAY_STATUS_LABELS, formatSpanishNumber, type TagStyle } from '@banca/kit';

export const BOOTH_DAY_STATUS_TAGS: Record<BoothDayStatus, TagStyle> = {
  open: { label: BOOTH_DAY_STATUS_LABELS.open, color: 'gold' },
  closed: { label: BOOTH_DAY_STATUS_LABELS.closed, color: 'blue' },
  approved: { label: BOOTH_DAY_STATUS_LABELS.approved, color: 'green' },
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
