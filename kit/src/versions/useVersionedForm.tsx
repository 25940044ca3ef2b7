import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import type { VersionedAnswer } from '../api/client';
import { isStaleRecord, ReloadedAlert, reloadRecord, StaleRecordAlert } from './stale';

export interface VersionedFormOptions<T, Values> {
  /** The antd form the user types in. */
  form: FormInstance<Values>;
  /** The record as the form was opened with it (its values are the form's initial values); none when creating one. */
  loaded: VersionedAnswer<T> | undefined;
  /** The form's values for a version of the record (what `initialValues` gets). */
  valuesOf: (data: T) => Values;
  /** The record's query key: 'Recargar' reads everything the page shows of it again. */
  record: QueryKey;
  /** The query the form was loaded from (below `record`), read again by 'Recargar'. */
  query: QueryKey;
}

export interface VersionedForm<T> {
  /** The ETag of the version the form shows: the base of its save (`useVersionedWrite`). */
  base: string | null;
  /** After a save: the form is now based on the answer's version. */
  saved: (next: VersionedAnswer<T>) => void;
  /** Whether a failed save was a 412; if so the notice shows and the form keeps what was typed. */
  refused: (error: unknown) => boolean;
  /** The stale or reloaded notice (null otherwise), to render at the top of the form. */
  notice: ReactNode;
}

type Values = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An edit form of a versioned record, against lost updates. The form remembers the ETag of the
 * version it was opened with (a later background read does not change what the user is editing)
 * and saves on it. When the save is refused because someone else changed the record:
 * - nothing typed is lost: the form keeps its values, and a notice offers 'Recargar';
 * - 'Recargar' reads the record again and shows the other person's values, now the form's base;
 * - if the user had changed fields, 'Aplicar mis cambios' puts those back on top, to review and save.
 */
export function useVersionedForm<T, V>({ form, loaded, valuesOf, record, query }: VersionedFormOptions<T, V>): VersionedForm<T> {
  const client = useQueryClient();
  const [base, setBase] = useState(loaded);
  const [state, setState] = useState<{ kind: 'editing' } | { kind: 'stale'; reloading: boolean } | { kind: 'reloaded'; mine: Values }>({
    kind: 'editing',
  });

  const saved = useCallback((next: VersionedAnswer<T>) => {
    setBase(next);
    setState({ kind: 'editing' });
  }, []);

  const refused = (error: unknown) => {
    if (!isStaleRecord(error)) return false;
    setState({ kind: 'stale', reloading: false });
    return true;
  };

  const reload = async () => {
    // What the user has typed until now, kept to be applied again.
    const typed = form.getFieldsValue(true) as Values;
    setState({ kind: 'stale', reloading: true });
    await reloadRecord(client, record);
    const fresh = client.getQueryData<VersionedAnswer<T>>(query);
    // The record could not be read again (the network, or it is gone): the notice stays, to try again.
    if (!fresh || client.getQueryState(query)?.status === 'error') {
      setState({ kind: 'stale', reloading: false });
      return;
    }
    const before = (base ? valuesOf(base.data) : {}) as Values;
    const mine = Object.fromEntries(Object.entries(typed).filter(([name, value]) => name in before && !same(value, before[name])));
    setBase(fresh);
    form.setFieldsValue(valuesOf(fresh.data) as Parameters<typeof form.setFieldsValue>[0]);
    setState(Object.keys(mine).length > 0 ? { kind: 'reloaded', mine } : { kind: 'editing' });
  };

  let notice: ReactNode = null;
  if (state.kind === 'stale') {
    notice = <StaleRecordAlert reloading={state.reloading} onReload={() => void reload()} />;
  } else if (state.kind === 'reloaded') {
    notice = (
      <ReloadedAlert
        onReapply={() => {
          form.setFieldsValue(state.mine as Parameters<typeof form.setFieldsValue>[0]);
          setState({ kind: 'editing' });
        }}
        onClose={() => setState({ kind: 'editing' })}
      />
    );
  }

  return { base: base?.etag ?? null, saved, refused, notice };
}
