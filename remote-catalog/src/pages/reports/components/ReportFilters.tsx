import type { ReportGroupBy } from '@banca/contracts';
import type { ReportQuery } from '@banca/kit';
import { DatePicker, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { GROUP_BY } from '../../../shared/labels';
import { DAY_FORMAT } from '../../../features/reports/hooks/useReportParams';

const presets = (): { label: string; value: [Dayjs, Dayjs] }[] => [
  { label: 'Hoy', value: [dayjs().startOf('day'), dayjs().endOf('day')] },
  { label: 'Esta semana', value: [dayjs().startOf('week'), dayjs().endOf('week')] },
  { label: 'Este mes', value: [dayjs().startOf('month'), dayjs().endOf('month')] },
];

/** The range of days (with the usual presets) and what to group by. */
export function ReportFilters({ query, onChange }: { query: ReportQuery; onChange: (patch: Partial<ReportQuery>) => void }) {
  return (
    <>
      <DatePicker.RangePicker
        aria-label="Rango de fechas"
        format="DD/MM/YYYY"
        allowClear={false}
        presets={presets()}
        value={[dayjs(query.from, DAY_FORMAT), dayjs(query.to, DAY_FORMAT)]}
        onChange={(range) => {
          if (range?.[0] && range[1]) onChange({ from: range[0].format(DAY_FORMAT), to: range[1].format(DAY_FORMAT) });
        }}
      />
      <Typography.Text>Agrupar por</Typography.Text>
      <Segmented<ReportGroupBy>
        aria-label="Agrupar por"
        options={GROUP_BY}
        value={query.group_by}
        onChange={(group_by) => onChange({ group_by })}
      />
    </>
  );
}
