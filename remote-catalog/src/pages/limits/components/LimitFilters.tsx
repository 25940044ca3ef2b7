import type { LimitScope } from '@banca/contracts';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { FilterSelect, ListSearch, optionsOf, SELECT_CLEAR, FilterBar, useCurrencies } from '@banca/kit';
import { LIMIT_SCOPE_LABELS } from '../../../shared/labels';
import { Select } from 'antd';
import { DrawFilter } from './DrawFilter';
import { useGameTypes } from '../hooks/useGameTypes';

export interface LimitFilterValues {
  draw: number | null;
  gameType: number | null;
  number: string;
  scope: LimitScope | null;
  currency: Currency | null;
}

/** The Topes page's filters: draw, game type, number, scope and (two currencies enabled) currency. */
export function LimitFilters({
  values,
  onChange,
  onClear,
}: {
  values: LimitFilterValues;
  onChange: (patch: {
    draw?: number | null;
    game_type?: number | null;
    number?: string | null;
    scope?: LimitScope | null;
    currency?: Currency | null;
  }) => void;
  onClear: () => void;
}) {
  const types = useGameTypes();
  const { enabled } = useCurrencies();
  const active =
    values.draw !== null || values.gameType !== null || values.number !== '' || values.scope !== null || values.currency !== null;
  return (
    <FilterBar active={active} onClear={onClear}>
      <DrawFilter value={values.draw} onChange={(draw) => onChange({ draw })} />
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
      {enabled.length > 1 && (
        <Select
          aria-label="Moneda"
          placeholder="Moneda"
          allowClear={SELECT_CLEAR}
          options={enabled.map((currency) => ({ value: currency, label: CURRENCY_LABELS[currency] }))}
          value={values.currency ?? undefined}
          onChange={(currency?: Currency) => onChange({ currency: currency ?? null })}
          style={{ width: 170 }}
        />
      )}
    </FilterBar>
  );
}
