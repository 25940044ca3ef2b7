import { useSearchParams } from 'react-router-dom';

/** The API's ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** A text as a usable id (a positive integer within PostgreSQL's range), else null. */
export function parseId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The `?id=` of a detail page as a positive integer, or null when it is missing or unusable (the
 * page then shows its not-found state without asking the API).
 */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return parseId(params.get(name));
}
