import { useSearchParams } from 'react-router-dom';

/** The API's ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/**
 * The `?id=` of a detail page as a positive integer, or null when it is missing or unusable (the
 * page then shows its not-found state without asking the API).
 */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
