import { MAX_REPORT_DAYS } from '@banca/contracts/limits';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT } from '../dayRange';
import { businessToday } from '../format';

/** The usual ranges, counted from today on the business clock. */
const presets = (): { label: string; value: [Dayjs, Dayjs] }[] => {
  const today = businessToday();
  return [
    { label: 'Hoy', value: [today, today] },
    { label: 'Esta semana', value: [today.startOf('week'), today.endOf('week')] },
    { label: 'Este mes', value: [today.startOf('month'), today.endOf('month')] },
  ];
};

/**
 * What the picker refuses, as the API does: days after today (nothing is sold yet) and, once the
 * first end is picked, a range longer than MAX_REPORT_DAYS days (both ends counted).
 */
export function outOfRange(day: Dayjs, picked: Dayjs | undefined, today: Dayjs = businessToday()): boolean {
  if (day.isAfter(today, 'day')) return true;
  return picked !== undefined && Math.abs(day.startOf('day').diff(picked.startOf('day'), 'day')) >= MAX_REPORT_DAYS;
}

/** A range of business days (`YYYY-MM-DD`) with the usual presets, never after today nor longer than the API takes. */
export function DayRangePicker({
  from,
  to,
  onChange,
  label = 'Rango de fechas',
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  label?: string;
}) {
  const today = businessToday();
  return (
    <DatePicker.RangePicker
      aria-label={label}
      format="DD/MM/YYYY"
      allowClear={false}
      presets={presets()}
      maxDate={today}
      disabledDate={(day, { from: picked }) => outOfRange(day, picked ?? undefined, today)}
      value={[dayjs(from, DAY_FORMAT), dayjs(to, DAY_FORMAT)]}
      onChange={(range) => {
        if (range?.[0] && range[1]) onChange({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) });
      }}
    />
  );
}
