import { useSearchParams } from 'react-router-dom';
import { toPositiveInt } from './useUrlState';

/** The `?id=` of a detail page as a positive integer, or null when it is missing or malformed. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  return toPositiveInt(params.get('id'), null);
}
