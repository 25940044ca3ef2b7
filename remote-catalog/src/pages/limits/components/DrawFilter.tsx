import { FilterSelect } from '@banca/kit';
import { useDrawOptions } from '../hooks/useDrawOptions';

/** «Sorteo», the draw filter of the limits' and the tickets' lists: every draw, newest first. */
export function DrawFilter({ value, onChange }: { value: number | null; onChange: (draw: number | null) => void }) {
  const draws = useDrawOptions();
  return (
    <FilterSelect
      label="Sorteo"
      loading={draws.isLoading}
      options={draws.options}
      value={value}
      onChange={onChange}
      style={{ width: 280 }}
    />
  );
}
