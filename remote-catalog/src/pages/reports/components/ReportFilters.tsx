import type { ReportGroupBy, ReportQuery } from '@banca/contracts';
import { CurrencySelect, DayRangePicker, optionsOf } from '@banca/kit';
import { Segmented, Typography } from 'antd';
import { REPORT_GROUP_BY_LABELS } from '../../../shared/labels';

const GROUP_BY_OPTIONS = optionsOf(REPORT_GROUP_BY_LABELS);

/** The range of days (with the usual presets), what to group by and the one currency of the figures (with two enabled). */
export function ReportFilters({ query, onChange }: { query: ReportQuery; onChange: (patch: Partial<ReportQuery>) => void }) {
  return (
    <>
      <DayRangePicker from={query.from} to={query.to} onChange={onChange} />
      <Typography.Text>Agrupar por</Typography.Text>
      <Segmented<ReportGroupBy>
        aria-label="Agrupar por"
        options={GROUP_BY_OPTIONS}
        value={query.group_by}
        onChange={(group_by) => onChange({ group_by })}
      />
      <CurrencySelect value={query.currency ?? null} onChange={(currency) => onChange({ currency })} />
    </>
  );
}
