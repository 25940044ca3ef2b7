import { DRAW_STATUS_TAGS, SELECT_CLEAR, SpanishNumberInput, useDebouncedField, FilterBar } from '@banca/kit';
import type { DrawFilters as Filters } from '@banca/contracts';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useGames } from '../../games/hooks/useGames';

const STATUS_OPTIONS = Object.entries(DRAW_STATUS_TAGS).map(([value, style]) => ({ value, label: style.label }));

export interface DrawFiltersProps {
  filters: Filters;
  onChange: (patch: { [K in keyof Filters]?: string | number | null }) => void;
  onClear: () => void;
}

/**
 * Type (the catalog's game modules, whatever they are), status, day and minimum top prize; each
 * change goes to the URL and to the server.
 */
export function DrawFilters({ filters, onChange, onClear }: DrawFiltersProps) {
  const games = useGames();
  const moduleOptions = (games.data ?? []).map((module) => ({ value: module.id, label: module.name }));
  const [minPrize, setMinPrize] = useDebouncedField(filters.min_prize ?? null, (value) => onChange({ min_prize: value }));
  const active = Object.values(filters).some((value) => value !== null && value !== undefined);
  return (
    <FilterBar active={active} onClear={onClear}>
      <Select
        aria-label="Tipo de sorteo"
        placeholder="Tipo de sorteo"
        allowClear={SELECT_CLEAR}
        loading={games.isPending}
        options={moduleOptions}
        value={games.data ? (filters.module_id ?? undefined) : undefined}
        onChange={(value?: number) => onChange({ module_id: value ?? null })}
        style={{ width: 190 }}
      />
      <Select
        aria-label="Estado"
        placeholder="Estado"
        allowClear={SELECT_CLEAR}
        options={STATUS_OPTIONS}
        value={filters.status ?? undefined}
        onChange={(value?: string) => onChange({ status: value ?? null })}
        style={{ width: 150 }}
      />
      <DatePicker
        aria-label="Fecha"
        placeholder="Fecha"
        format="DD/MM/YYYY"
        value={filters.date ? dayjs(filters.date) : null}
        onChange={(value) => onChange({ date: value ? value.format('YYYY-MM-DD') : null })}
      />
      <SpanishNumberInput
        aria-label="Premio mayor mínimo"
        placeholder="Premio mayor mínimo"
        prefix="$"
        decimals={2}
        showError
        value={minPrize}
        // A text that is not a number keeps the last applied filter (the field says why).
        onChange={(value) => {
          if (typeof value === 'number' || value === null) setMinPrize(value);
        }}
        style={{ width: 200 }}
      />
    </FilterBar>
  );
}
