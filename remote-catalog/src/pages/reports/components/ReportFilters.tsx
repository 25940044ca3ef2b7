import type { ReportGroupBy, ReportQuery } from '@banca/contracts';
import { MAX_REPORT_DAYS } from '@banca/contracts/limits';
import { businessToday, optionsOf } from '@banca/kit';
import { DatePicker, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { REPORT_GROUP_BY_LABELS } from '../../../shared/labels';
import { DAY_FORMAT } from '../../../features/reports/hooks/useReportParams';

const GROUP_BY_OPTIONS = optionsOf(REPORT_GROUP_BY_LABELS);

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

/** The range of days (with the usual presets) and what to group by. */
export function ReportFilters({ query, onChange }: { query: ReportQuery; onChange: (patch: Partial<ReportQuery>) => void }) {
  const today = businessToday();
  return (
    <>
      <DatePicker.RangePicker
        aria-label="Rango de fechas"
        format="DD/MM/YYYY"
        allowClear={false}
        presets={presets()}
        maxDate={today}
        disabledDate={(day, { from }) => outOfRange(day, from ?? undefined, today)}
        value={[dayjs(query.from, DAY_FORMAT), dayjs(query.to, DAY_FORMAT)]}
        onChange={(range) => {
          if (range?.[0] && range[1]) onChange({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) });
        }}
      />
      <Typography.Text>Agrupar por</Typography.Text>
      <Segmented<ReportGroupBy>
        aria-label="Agrupar por"
        options={GROUP_BY_OPTIONS}
        value={query.group_by}
        onChange={(group_by) => onChange({ group_by })}
      />
    </>
  );
}
