/**
 * The sale being typed: the draw, the game type and the lines. It lives beside the page (a module
 * store), so checking a prize and coming back to "Vender" finds the lines where they were.
 */
import type { TerminalDraw } from '@banca/contracts';
import { createStore } from 'zustand';
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
