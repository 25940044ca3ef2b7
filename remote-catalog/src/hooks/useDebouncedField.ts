import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@banca/shared-auth';

/**
 * A field typed into freely whose value is committed (to the URL) only after the user pauses.
 * When the committed value changes from elsewhere ('Limpiar filtros', back button), the field
 * follows it.
 */
export function useDebouncedField<T>(committed: T, commit: (value: T) => void, delay = 300) {
  const [draft, setDraft] = useState(committed);
  const debounced = useDebouncedValue(draft, delay);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const lastCommitted = useRef(committed);

  useEffect(() => {
    if (!Object.is(committed, lastCommitted.current)) {
      lastCommitted.current = committed;
      setDraft(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (!Object.is(debounced, lastCommitted.current)) {
      lastCommitted.current = debounced;
      commitRef.current(debounced);
    }
  }, [debounced]);

  return [draft, setDraft] as const;
}
