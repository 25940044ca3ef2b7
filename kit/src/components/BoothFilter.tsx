import type { CSSProperties } from 'react';
import { useBoothOptions } from '../hooks/useBoothOptions';
import { FilterSelect } from './FilterSelect';

/**
 * «Taquilla», the booth filter of the lists that show several booths' records (tickets, booth
 * days); only for roles that may list booths (`useBoothOptions`), nothing for the others.
 */
export function BoothFilter({
  value,
  onChange,
  style,
}: {
  value: number | null;
  onChange: (booth: number | null) => void;
  style?: CSSProperties;
}) {
  const booths = useBoothOptions();
  if (!booths.allowed) return null;
  return (
    <FilterSelect label="Taquilla" loading={booths.isLoading} options={booths.options} value={value} onChange={onChange} style={style} />
  );
}
