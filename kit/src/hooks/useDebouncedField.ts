import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export interface DebouncedFieldOptions<T> {
  /** Pause after the last change before it is committed, in ms. */
  delay?: number;
  /** What is committed for a draft (a search is trimmed); the committed value is compared with it. */
  normalize?: (draft: T) => T;
}

const same = <T>(value: T) => value;

/**
 * A field typed into freely whose value is committed (to the URL, and so to the server) only after
 * the user pauses: `[draft, setDraft, flush]`. `flush` commits at once (Enter). When the committed
 * value changes from elsewhere ('Limpiar filtros', Back/Forward) the field shows it, unless the draft
 * already stands for it (a trailing space being typed is kept).
 */
export function useDebouncedField<T>(
  committed: T,
  commit: (value: T) => void,
  { delay = 300, normalize = same }: DebouncedFieldOptions<T> = {},
) {
  const [draft, setDraft] = useState(committed);
  const debounced = useDebouncedValue(normalize(draft), delay);

  // Reads the latest committed value and callbacks without running again when they change.
  const apply = useEffectEvent((next: T) => {
    if (!Object.is(next, committed)) commit(next);
  });
  useEffect(() => apply(debounced), [debounced]);

  const follow = useEffectEvent((value: T) => setDraft((current) => (Object.is(normalize(current), value) ? current : value)));
  useEffect(() => follow(committed), [committed]);

  const flush = () => {
    const next = normalize(draft);
    if (!Object.is(next, committed)) commit(next);
  };
  return [draft, setDraft, flush] as const;
}
