import type { BoothDayStatus } from '@banca/contracts';
import { FilterSelect, DayRangePicker, optionsOf, SELECT_CLEAR, useBoothOptions, FilterBar } from '@banca/kit';
import { Select } from 'antd';
import { BOOTH_DAY_STATUS_TAGS } from '../../../shared/labels';

const STATUS_OPTIONS = optionsOf(Object.fromEntries(Object.entries(BOOTH_DAY_STATUS_TAGS).map(([status, tag]) => [status, tag.label])));

export interface CashDayFilterValues {
  from: string;
  to: string;
  booth: number | null;
  status: BoothDayStatus | null;
}

/** The booth days' filters: the range of days, the booth (those the viewer sees) and the status. */
export function CashDayFilters({
  values,
  filtered,
  onChange,
  onClear,
}: {
  values: CashDayFilterValues;
  /** Whether anything differs from the default view (this month, every booth and status). */
  filtered: boolean;
  onChange: (patch: { from?: string; to?: string; booth?: number | null; status?: BoothDayStatus | null }) => void;
  onClear: () => void;
}) {
  const booths = useBoothOptions();
  return (
    <FilterBar active={filtered} onClear={onClear}>
      <DayRangePicker from={values.from} to={values.to} onChange={onChange} />
      {booths.allowed && (
        <FilterSelect
          label="Taquilla"
          loading={booths.isLoading}
          options={booths.options}
          value={values.booth}
          onChange={(booth) => onChange({ booth })}
          style={{ width: 240, maxWidth: '100%' }}
        />
      )}
      <Select
        aria-label="Estado"
        placeholder="Estado"
        allowClear={SELECT_CLEAR}
        options={STATUS_OPTIONS}
        value={values.status ?? undefined}
        onChange={(status?: BoothDayStatus) => onChange({ status: status ?? null })}
        style={{ width: 160 }}
      />
    </FilterBar>
  );
}
