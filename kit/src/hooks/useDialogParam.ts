import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { parseId } from './useIdParam';

/** What a dialog kept in the URL shows: a new record, an existing one, or nothing (closed). */
export type DialogTarget = 'new' | number | null;

/**
 * What a dialog with unsaved changes tells its URL parameter (`useDiscardGuard` gives it): whether
 * closing would drop something, and the question to ask first (true: close anyway).
 */
export interface DialogProtector {
  dirty: () => boolean;
  confirmDiscard: () => Promise<boolean>;
}

export interface DialogParam {
  /** `?<name>=new` → 'new', `?<name>=<id>` → the id; missing or unusable → null. */
  target: DialogTarget;
  /** The last target that was open: what the dialog keeps showing while it closes. */
  shown: DialogTarget;
  /** Opens the dialog on a new history entry, so Back closes it. */
  open(target: 'new' | number): void;
  /** Shows another record in the open dialog without a new entry (after a create: the new id). */
  switchTo(target: 'new' | number, changes?: (params: URLSearchParams) => void): void;
  /**
   * Closes the dialog. `changes` edits other parameters in the same step (after a create: back to
   * page 1). Without changes, a dialog opened from this page goes Back to where it was opened;
   * one opened from a link or a reload drops its parameter instead.
   */
  close(changes?: (params: URLSearchParams) => void): void;
  /**
   * Puts the dialog's unsaved changes under protection (null lifts it): when the browser's Back (or
   * Forward) takes the parameter away while `dirty()`, the dialog stays open, its entry comes back,
   * and `confirmDiscard()` decides whether it closes.
   */
  protect(protector: DialogProtector | null): void;
}

interface OpenedState {
  openedDialog?: string;
}

/**
 * A dialog whose state lives in the query string (`?seller=12`, `?booth=new`), so a reload, a
 * shared link or Back/Forward shows the same dialog; the list's own parameters are kept.
 */
export function useDialogParam(name: string): DialogParam {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigationType();
  const raw = params.get(name)?.trim() ?? '';
  const target: DialogTarget = raw === 'new' ? 'new' : parseId(raw);
  const [shown, setShown] = useState<DialogTarget>(target);
  if (target !== null && target !== shown) setShown(target);
  const openedHere = (location.state as OpenedState | null)?.openedDialog === name;

  const protector = useRef<DialogProtector | null>(null);
  /** What was open at the last commit, and whether the next disappearance is our own close. */
  const lastOpen = useRef<DialogTarget>(target);
  const closingOurselves = useRef(false);
  /** A dialog kept open (its typed changes with it) after the history took its parameter away. */
  const [held, setHeld] = useState<DialogTarget>(null);
  if (
    target === null &&
    held === null &&
    lastOpen.current !== null &&
    navigation === 'POP' &&
    !closingOurselves.current &&
    protector.current?.dirty()
  ) {
    setHeld(lastOpen.current);
  }

  const open = useCallback(
    (next: 'new' | number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(name, String(next));
          return updated;
        },
        { state: { openedDialog: name } satisfies OpenedState },
      ),
    [name, setParams],
  );

  const switchTo = useCallback(
    (next: 'new' | number, changes?: (params: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          changes?.(updated);
          updated.set(name, String(next));
          return updated;
        },
        // The entry below no longer is "this page without the dialog": closing replaces.
        { replace: true },
      ),
    [name, setParams],
  );

  const close = useCallback(
    (changes?: (params: URLSearchParams) => void) => {
      closingOurselves.current = true;
      if (!changes && openedHere) {
        navigate(-1);
        return;
      }
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(name);
          changes?.(updated);
          return updated;
        },
        { replace: true },
      );
    },
    [name, navigate, openedHere, setParams],
  );

  useEffect(() => {
    if (target === null) closingOurselves.current = false;
    lastOpen.current = target ?? held;
  });

  // The history took the parameter of a dialog with unsaved changes: its entry comes back (a new
  // one in place of the one left, so Back closes it again), then the person decides.
  useEffect(() => {
    if (held === null) return;
    if (target === null) {
      open(held);
      return;
    }
    setHeld(null);
    void protector.current?.confirmDiscard().then((discard) => {
      if (discard) close();
    });
  }, [held, target, open, close]);

  const protect = useCallback((next: DialogProtector | null) => {
    protector.current = next;
  }, []);

  const current = target ?? held;
  return useMemo(
    () => ({ target: current, shown: current ?? shown, open, switchTo, close, protect }),
    [current, shown, open, switchTo, close, protect],
  );
}
