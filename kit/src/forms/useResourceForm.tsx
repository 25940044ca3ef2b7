import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { VersionedAnswer } from '../api/client';
import { useVersionedForm, type VersionedForm } from '../versions/useVersionedForm';
import type { ResourceSaved, ResourceSaveInput } from './useResourceSave';

export interface ResourceFormOptions<T, V, B> {
  /** The antd form the user types in. */
  form: FormInstance<V>;
  /** The record as read with its version; none to create one. */
  loaded: VersionedAnswer<T> | undefined;
  /** The form's values for a version of the record, or for a new one (none). */
  valuesOf: (record?: T) => V;
  /** What the API receives for the form's values (trimmed texts, ...). */
  bodyOf: (values: V) => B;
  /** The record's query key: 'Recargar' after a 412 reads it again. */
  detail: (id: number) => QueryKey;
  /** The resource's save (`useResourceSave`). */
  save: UseMutationResult<ResourceSaved<T>, Error, ResourceSaveInput<T, B>>;
  /** What a save says: `created` or `updated`. */
  messages: { created: string; updated: string };
  /** After the save and its message (close the dialog, open the new record...). */
  onSaved?: (saved: ResourceSaved<T>, values: V) => void;
}

export interface ResourceForm<T, V> extends VersionedForm<T> {
  /** The record being edited (none while creating). */
  record: T | undefined;
  creating: boolean;
  /** The form's `onFinish`. */
  submit: (values: V) => void;
  saving: boolean;
}

/**
 * The edit controller of a resource's form (as react-admin's `useEditController`): the record as it
 * was loaded, its values in the form, and a submit that creates or saves on the loaded version
 * (If-Match). A save says so and shows what was saved (trimmed); a refused one is said inside the
 * form as `useVersionedForm` does: the fields a 400 or 409 names marked, a 412 with 'Recargar', no
 * connection with 'Reintentar'; what was typed stays. Unsaved changes are guarded by the nearest
 * dialog (`useDiscardGuard`). The UI (fields, buttons) is the caller's.
 */
export function useResourceForm<T extends { id: number }, V, B>({
  form,
  loaded,
  valuesOf,
  bodyOf,
  detail,
  save,
  messages,
  onSaved,
}: ResourceFormOptions<T, V, B>): ResourceForm<T, V> {
  const { message } = App.useApp();
  const record = loaded?.data;
  const key = detail(record?.id ?? 0);
  const version = useVersionedForm({ form, loaded, valuesOf, record: key, query: key, initial: valuesOf(record), pending: save.isPending });

  const submit = (values: V) => {
    save.mutate(
      { body: bodyOf(values), previous: record, base: version.base },
      {
        onSuccess: (saved) => {
          void message.success(saved.created ? messages.created : messages.updated);
          if (saved.record) {
            // The saved values (trimmed) first: the form is then saved as it shows.
            form.setFieldsValue(valuesOf(saved.record.data) as Parameters<typeof form.setFieldsValue>[0]);
            version.saved(saved.record);
          }
          onSaved?.(saved, values);
        },
        // Said in the form (a stale version, a name in use, no connection); what was typed stays.
        onError: version.failed,
      },
    );
  };

  return { ...version, record, creating: !record, submit, saving: save.isPending };
}
