import type { LimitScope } from '@banca/contracts';
import { FilterSelect, ListSearch, optionsOf, SELECT_CLEAR, FilterBar } from '@banca/kit';
import { LIMIT_SCOPE_LABELS } from '../../../shared/labels';
import { Select } from 'antd';
import { useDrawOptions } from '../hooks/useDrawOptions';
import { useGameTypes } from '../hooks/useGameTypes';

export interface LimitFilterValues {
  draw: number | null;
  gameType: number | null;
  number: string;
  scope: LimitScope | null;
}

/** The Topes page's filters: draw, game type, number and scope. */
export function LimitFilters({
  values,
  onChange,
  onClear,
}: {
  values: LimitFilterValues;
  onChange: (patch: { draw?: number | null; game_type?: number | null; number?: string | null; scope?: LimitScope | null }) => void;
  onClear: () => void;
}) {
  const draws = useDrawOptions();
  const types = useGameTypes();
  const active = values.draw !== null || values.gameType !== null || values.number !== '' || values.scope !== null;
  return (
    <FilterBar active={active} onClear={onClear}>
      <FilterSelect
        label="Sorteo"
        loading={draws.isLoading}
        options={draws.options}
        value={values.draw}
        onChange={(draw) => onChange({ draw })}
        style={{ width: 280 }}
      />
      <FilterSelect
        label="Tipo de juego"
        loading={types.isLoading}
        options={types.groups}
        value={values.gameType}
        onChange={(gameType) => onChange({ game_type: gameType })}
        style={{ width: 220 }}
      />
      <ListSearch value={values.number} onSearch={(number) => onChange({ number })} placeholder="Número" label="Número" width={140} />
      <Select
        aria-label="Alcance"
        placeholder="Alcance"
        allowClear={SELECT_CLEAR}
        options={optionsOf(LIMIT_SCOPE_LABELS)}
        value={values.scope ?? undefined}
        onChange={(scope?: LimitScope) => onChange({ scope: scope ?? null })}
        style={{ width: 160 }}
      />
    </FilterBar>
  );
}
