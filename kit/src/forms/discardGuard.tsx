/**
 * Unsaved changes are never dropped without a word. Every form saved through `useFormSave` (and
 * so `useVersionedForm`) tells the nearest guard whether it holds changes not saved yet; a dialog
 * built on `useDiscardGuard` + `GuardedModal` asks "¿Descartar los cambios?" before it closes by
 * its X, Escape, its 'Cancelar' or the browser's Back (a dialog kept in the URL). Guards nest: a
 * small dialog inside the user dialog counts as the user dialog's changes too. While a form holds
 * changes, reloading or closing the tab asks the browser's own question.
 */
import { Modal, type ModalProps } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useConfirm } from '../hooks/useConfirm';
import type { DialogParam } from '../hooks/useDialogParam';

export const DISCARD_CHANGES = {
  title: '¿Descartar los cambios?',
  message: 'Hay cambios sin guardar en este formulario. Si cierras, se perderán.',
  confirm: 'Descartar',
  cancel: 'Seguir editando',
} as const;

type DirtyCheck = () => boolean;

/** The forms (and nested dialogs) under one dialog: whether any holds unsaved changes. */
export interface GuardRegistry {
  register: (check: DirtyCheck) => () => void;
  dirty: DirtyCheck;
}

const GuardContext = createContext<GuardRegistry | null>(null);

/**
 * Tells the nearest guard (a dialog's, if any; `own` when the caller renders that dialog itself)
 * whether the caller holds unsaved changes, and asks the browser to confirm leaving the page while
 * it does. `dirty` is read when it matters, so it may read the form's current values.
 */
export function useDirtyCheck(dirty: DirtyCheck, own?: GuardRegistry): void {
  const nearest = useContext(GuardContext);
  const registry = own ?? nearest;
  const latest = useRef(dirty);
  latest.current = dirty;
  useEffect(() => {
    const check = () => latest.current();
    const unregister = registry?.register(check);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!check()) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unregister?.();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [registry]);
}

export interface DiscardGuard {
  /** Closes after asking, when something would be lost: for the dialog's X, Escape and 'Cancelar'. */
  close: () => void;
  /** The forms under the dialog (GuardedModal provides it to them). */
  registry: GuardRegistry;
}

/**
 * The guard of one dialog: `close` asks "¿Descartar los cambios?" when a form inside holds unsaved
 * changes, then runs `onClose`. With `dialog` (a dialog kept in the URL) the browser's Back asks too.
 */
export function useDiscardGuard(onClose: () => void, dialog?: Pick<DialogParam, 'protect'>): DiscardGuard {
  const confirm = useConfirm();
  const checks = useRef(new Set<DirtyCheck>());
  const registry = useMemo<GuardRegistry>(
    () => ({
      register: (check) => {
        checks.current.add(check);
        return () => checks.current.delete(check);
      },
      dirty: () => [...checks.current].some((check) => check()),
    }),
    [],
  );
  // This dialog's changes are its parent dialog's too.
  useDirtyCheck(registry.dirty);

  const confirmDiscard = useCallback(
    () =>
      confirm({
        title: DISCARD_CHANGES.title,
        message: DISCARD_CHANGES.message,
        confirmText: DISCARD_CHANGES.confirm,
        cancelText: DISCARD_CHANGES.cancel,
        danger: true,
      }),
    [confirm],
  );

  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const close = useCallback(() => {
    if (!registry.dirty()) {
      latestClose.current();
      return;
    }
    void confirmDiscard().then((discard) => {
      if (discard) latestClose.current();
    });
  }, [registry, confirmDiscard]);

  const protect = dialog?.protect;
  useEffect(() => {
    if (!protect) return;
    protect({ dirty: registry.dirty, confirmDiscard });
    return () => protect(null);
  }, [protect, registry, confirmDiscard]);

  return { close, registry };
}

/**
 * antd's Modal under a `useDiscardGuard`: its X, Escape and mask go through the guard's `close`,
 * and the forms inside report their unsaved changes to it.
 */
export function GuardedModal({ guard, children, ...props }: Omit<ModalProps, 'onCancel'> & { guard: DiscardGuard; children?: ReactNode }) {
  return (
    <GuardContext.Provider value={guard.registry}>
      <Modal {...props} onCancel={guard.close}>
        {children}
      </Modal>
    </GuardContext.Provider>
  );
}
