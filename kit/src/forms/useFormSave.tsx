import { toApiError } from '@banca/shared-auth';
import { Alert, Button, type FormInstance } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { applyFieldErrors } from '../formErrors';
import { type DiscardGuard, useDirtyCheck } from './discardGuard';

/** What a form says when its save did not reach the server. */
export const SAVE_OFFLINE = {
  title: 'No se guardó: sin conexión',
  description: 'Tus cambios siguen en el formulario. Cuando vuelva la conexión, pulsa «Reintentar».',
} as const;
/** What an action that is not a save (suspend, reverse) says when it did not reach the server. */
export const NOT_DONE_OFFLINE = 'No se hizo: sin conexión';
/** The title of any other refused save, before the server's own message. */
export const SAVE_FAILED = 'No se guardó';

/**
 * A call that never got an answer from the API: no connection (fetch's TypeError), the client's
 * timeout, or a gateway that could not reach the API (502, 503, 504).
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof Error && error.name === 'TimeoutError') return true;
  const { status } = toApiError(error);
  return status === 502 || status === 503 || status === 504;
}

export interface FormSave {
  /**
   * A save failed: a field the server refused is marked on it; otherwise the form says so at its
   * top ("No se guardó: sin conexión" with 'Reintentar', or "No se guardó" with the server's
   * message). What was typed stays, and the form stays unsaved.
   */
  failed: (error: unknown) => void;
  /** A save succeeded: the values now in the form (or `values`) are what is saved. */
  saved: (values?: unknown) => void;
  /** The form starts anew (a dialog opened again): no failure, and its initial values are what is saved. */
  reset: () => void;
  /** Whether the form holds changes not saved yet. */
  dirty: () => boolean;
  /** The failure's notice (null otherwise), to render at the top of the form. */
  notice: ReactNode;
}

type Values = Record<string, unknown>;
const empty = (value: unknown) => value === undefined || value === null || value === '';
const sameValue = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** Whether two states of a form hold the same values (an emptied field equals one never filled). */
export function sameValues(a: Values, b: Values): boolean {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((name) => sameValue(a[name], b[name]));
}

/**
 * The save side of every form of the apps, one mechanism: it knows the values the form was
 * opened (or last saved) with, so it can tell the dialog around it (`useDiscardGuard`) and the
 * browser whether closing would drop something; and when a save fails it says so inside the form
 * and keeps what was typed. 'Reintentar' submits the form again.
 */
export function useFormSave<V>(
  form: FormInstance<V>,
  {
    initial,
    pending = false,
    guard,
    failedTitle = SAVE_FAILED,
  }: {
    /** The values the form starts from (its `initialValues`). */
    initial: Partial<V> | undefined;
    /** A save is on its way ('Reintentar' shows it). */
    pending?: boolean;
    /** The dialog's guard, when the component calling this renders the dialog too (else the nearest one is found). */
    guard?: DiscardGuard;
    /** What a refusal's notice says before the server's message (`null`: the message alone, for an action that is not a save). */
    failedTitle?: string | null;
  },
): FormSave {
  const savedValues = useRef<Values | null>(null);
  const initialValues = useRef(initial);
  initialValues.current = initial;
  const [failure, setFailure] = useState<{ offline: true } | { offline: false; message: string; retry: boolean } | null>(null);
  const current = useCallback(() => form.getFieldsValue(true) as Values, [form]);

  // Only what a person changed counts: untouched, a form is as it was opened.
  const dirty = useCallback(
    () => form.isFieldsTouched() && !sameValues(current(), savedValues.current ?? ((initialValues.current ?? {}) as Values)),
    [form, current],
  );
  useDirtyCheck(dirty, guard?.registry);

  const failed = useCallback(
    (error: unknown) => {
      if (isConnectionFailure(error)) {
        setFailure({ offline: true });
        return;
      }
      if (applyFieldErrors(form, error)) {
        setFailure(null);
        return;
      }
      const { message, status } = toApiError(error);
      setFailure({ offline: false, message, retry: status === 0 || status >= 500 });
    },
    [form],
  );

  const markSaved = useCallback(
    (values?: unknown) => {
      setFailure(null);
      savedValues.current = (values as Values | undefined) ?? current();
    },
    [current],
  );

  const reset = useCallback(() => {
    setFailure(null);
    savedValues.current = null;
  }, []);

  const retry = (
    <Button size="small" type="primary" loading={pending} onClick={() => form.submit()}>
      Reintentar
    </Button>
  );
  let notice: ReactNode = null;
  if (failure?.offline) {
    notice = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={failedTitle === null ? NOT_DONE_OFFLINE : SAVE_OFFLINE.title}
        description={SAVE_OFFLINE.description}
        action={retry}
        style={{ marginBottom: 16 }}
      />
    );
  } else if (failure) {
    notice = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={failedTitle === null ? failure.message : `${failedTitle}: ${failure.message}`}
        action={failure.retry ? retry : undefined}
        style={{ marginBottom: 16 }}
      />
    );
  }

  return { failed, saved: markSaved, reset, dirty, notice };
}
