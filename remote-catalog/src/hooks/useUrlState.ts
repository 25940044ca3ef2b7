/**
 * A page's view state (filters, page, open dialog) kept in the URL query string, so a reload or
 * a shared link shows the same view. Values are strings; a missing key reads as its default.
 * Writing `null`, `undefined` or `''` removes the key. Keys the page does not declare are kept.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlPatch<K extends string> = Partial<Record<K, string | number | null | undefined>>;

export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  // `defaults` is usually a fresh literal on every render: depend on its content only
  const defaultsKey = JSON.stringify(defaults);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `defaultsKey` stands for `defaults` and `keys`
  const state = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of keys) values[key] = params.get(key) ?? defaults[key];
    return values;
  }, [params, defaultsKey]);

  const setState = useCallback(
    (patch: UrlPatch<K>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch) as [K, UrlPatch<K>[K]][]) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Removes every declared key (the page's "Limpiar filtros"). */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `defaultsKey` stands for `keys`
  const reset = useCallback(() => {
    setState(Object.fromEntries(keys.map((key) => [key, null])) as UrlPatch<K>);
  }, [setState, defaultsKey]);

  return [state, setState, reset] as const;
}

/** A positive integer from the URL (a page number, an id), or `fallback`. */
export function toPositiveInt(value: string | null | undefined, fallback: number): number;
export function toPositiveInt(value: string | null | undefined, fallback: null): number | null;
export function toPositiveInt(value: string | null | undefined, fallback: number | null): number | null {
  if (!value || !/^\d+$/.test(value)) return fallback;
  const parsed = Number(value);
  return parsed >= 1 && parsed <= 2147483647 ? parsed : fallback;
}
