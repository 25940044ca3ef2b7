import { ListSearch, SELECT_CLEAR } from '@banca/kit';
import { Button, Segmented, Select } from 'antd';
import { useBoothOptions } from '../hooks/useBoothOptions';

export type WinnerFilter = '' | 'true' | 'false';

export interface TicketFilterValues {
  search: string;
  booth: number | null;
  winner: WinnerFilter;
}

const WINNER_OPTIONS: { value: WinnerFilter; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'true', label: 'Ganador' },
  { value: 'false', label: 'No ganador' },
];

/** Code search, booth (only for roles that may list booths) and result. */
export function TicketFilters({
  values,
  onSearch,
  onChange,
  onClear,
}: {
  values: TicketFilterValues;
  onSearch: (search: string) => void;
  onChange: (patch: { booth?: number | null; winner?: WinnerFilter }) => void;
  onClear: () => void;
}) {
  const booths = useBoothOptions();
  const active = values.search !== '' || values.booth !== null || values.winner !== '';
  return (
    <>
      <ListSearch value={values.search} onSearch={onSearch} placeholder="Buscar por código" label="Buscar tickets" width={240} />
      {booths.allowed && (
        <Select
          aria-label="Taquilla"
          placeholder="Taquilla"
          allowClear={SELECT_CLEAR}
          showSearch={{ optionFilterProp: 'label' }}
          loading={booths.isLoading}
          options={booths.options}
          value={values.booth ?? undefined}
          onChange={(booth?: number) => onChange({ booth: booth ?? null })}
          style={{ width: 220 }}
        />
      )}
      <Segmented<WinnerFilter>
        aria-label="Resultado"
        options={WINNER_OPTIONS}
        value={values.winner}
        onChange={(winner) => onChange({ winner })}
      />
      <Button onClick={onClear} disabled={!active}>
        Limpiar filtros
      </Button>
    </>
  );
}
