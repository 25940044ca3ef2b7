import type { TicketStatus } from '@banca/contracts';
import { FilterSelect, ListSearch, TICKET_STATUS_TAGS, useBoothOptions, FilterBar } from '@banca/kit';
import { Grid, Segmented, Select } from 'antd';
import { useDrawOptions } from '../../limits/hooks/useDrawOptions';

/** A ticket status, or '' for every ticket. */
export type StatusFilter = '' | TicketStatus;

export interface TicketFilterValues {
  search: string;
  booth: number | null;
  draw: number | null;
  status: StatusFilter;
}

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'Todos' },
  ...(Object.keys(TICKET_STATUS_TAGS) as TicketStatus[]).map((value) => ({ value, label: TICKET_STATUS_TAGS[value].label })),
];

/** Code search, booth (only for roles that may list booths), draw and status. */
export function TicketFilters({
  values,
  onSearch,
  onChange,
  onClear,
}: {
  values: TicketFilterValues;
  onSearch: (search: string) => void;
  onChange: (patch: { booth?: number | null; draw?: number | null; status?: StatusFilter }) => void;
  onClear: () => void;
}) {
  const booths = useBoothOptions();
  const draws = useDrawOptions();
  // Every status side by side does not fit a phone: there they are a list to choose from.
  const phone = Grid.useBreakpoint().xs === true;
  const active = values.search !== '' || values.booth !== null || values.draw !== null || values.status !== '';
  return (
    <FilterBar active={active} onClear={onClear}>
      <ListSearch value={values.search} onSearch={onSearch} placeholder="Buscar por código" label="Buscar tickets" width={240} />
      {booths.allowed && (
        <FilterSelect
          label="Taquilla"
          loading={booths.isLoading}
          options={booths.options}
          value={values.booth}
          onChange={(booth) => onChange({ booth })}
          style={{ width: 220 }}
        />
      )}
      <FilterSelect
        label="Sorteo"
        loading={draws.isLoading}
        options={draws.options}
        value={values.draw}
        onChange={(draw) => onChange({ draw })}
        style={{ width: 280 }}
      />
      {phone ? (
        <Select<StatusFilter>
          aria-label="Estado"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(status) => onChange({ status })}
          style={{ width: 220 }}
        />
      ) : (
        <Segmented<StatusFilter>
          aria-label="Estado"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(status) => onChange({ status })}
        />
      )}
    </FilterBar>
  );
}
