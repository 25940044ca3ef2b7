/**
 * The sale being typed: the draw, the game type and the lines. It lives beside the page (a module
 * store), so checking a prize and coming back to "Vender" finds the lines where they were; and it is
 * kept in the tab (session storage, per seller account) so a reload finds them too. A sale sold, or
 * signing out, clears it.
 */
import type { TerminalDraw } from '@banca/contracts';
import { createStore } from 'zustand';
import { DEVICE_KEYS, tabStore } from '../../shared/storage';
import type { DraftLine } from './pendingSale';

export interface Draft {
  drawId: number | null;
  /** The draw as it was chosen: it stays chosen (and says it closed) after the server stops listing it. */
  draw: TerminalDraw | null;
  gameTypeId: number | null;
  lines: DraftLine[];
  /** The amount of the last line added: the next line starts with it. */
  lastCents: number | null;
}

const EMPTY: Draft = { drawId: null, draw: null, gameTypeId: null, lines: [], lastCents: null };

export const draftStore = createStore<Draft>()(() => EMPTY);

export function resetDraft(): void {
  draftStore.setState(EMPTY, true);
}

function readStored(sellerId: number): Draft | null {
  try {
    const stored = JSON.parse(tabStore.get(DEVICE_KEYS.draft(sellerId)) ?? 'null') as Partial<Draft> | null;
    if (!stored || !Array.isArray(stored.lines) || typeof stored.drawId !== 'number') return null;
    return { ...EMPTY, ...stored } as Draft;
  } catch {
    return null;
  }
}

/**
 * Keeps this seller account's draft in the tab while the frame is shown: restores it (a reload)
 * when nothing is being typed, then writes each change; a draft without lines is not kept.
 * Returns the unsubscribe.
 */
export function keepDraft(sellerId: number): () => void {
  const stored = draftStore.getState().lines.length === 0 ? readStored(sellerId) : null;
  if (stored) draftStore.setState(stored, true);
  return draftStore.subscribe((draft) => tabStore.set(DEVICE_KEYS.draft(sellerId), draft.lines.length > 0 ? JSON.stringify(draft) : null));
}

/** Signing out: this seller account's draft is forgotten, in the tab and in memory. */
export function forgetDraft(sellerId: number): void {
  resetDraft();
  tabStore.set(DEVICE_KEYS.draft(sellerId), null);
}
