/** The checks the lottery forms share: cutoff and expiry within their bounds, and the week grid. */
import { CUTOFF_MINUTES, PRIZE_EXPIRY_DAYS } from '@banca/contracts/limits';
import { numberRules } from '@banca/kit';
import type { FormRule } from 'antd';
import { type ScheduleRow, scheduleProblem } from '../schedule/scheduleRows';

export const cutoffRules = numberRules('Ingresa los minutos de cierre.', (value) =>
  Number.isInteger(value) && value >= CUTOFF_MINUTES.min && value <= CUTOFF_MINUTES.max
    ? null
    : `Deben ser minutos enteros entre ${CUTOFF_MINUTES.min} y ${CUTOFF_MINUTES.max}.`,
);
export const expiryRules = numberRules('Ingresa los días de caducidad.', (value) =>
  Number.isInteger(value) && value >= PRIZE_EXPIRY_DAYS.min && value <= PRIZE_EXPIRY_DAYS.max
    ? null
    : `Deben ser días enteros entre ${PRIZE_EXPIRY_DAYS.min} y ${PRIZE_EXPIRY_DAYS.max}.`,
);
export const scheduleRules: FormRule[] = [
  {
    validator: async (_, rows: ScheduleRow[] | undefined) => {
      const problem = scheduleProblem(rows ?? []);
      if (problem) throw new Error(problem);
    },
  },
];
