/**
 * A sale sent whose outcome is not known yet, kept on the device (local storage, per seller
 * account) before it is sent and until its answer arrives: a reload, a closed tab or a dropped
 * link never loses it, and it is sent again with the same `request_id` — which the server answers
 * with the ticket it made the first time, never a second one.
 */
import type { SaleBody } from '@banca/contracts';
import { DEVICE_KEYS, deviceStore } from '../../shared/storage';

/** One line as the seller typed and sees it. */
export interface DraftLine {
  /** A key for the list (not sent). */
  key: string;
  gameTypeId: number;
  gameTypeName: string;
  /** The selection as the bet format writes it ('07'). */
  selection: string;
  cents: number;
}

export interface SaleDraw {
  id: number;
  name: string;
  draw_at: string;
  cutoff_at: string;
}

export interface PendingSale {
  sellerId: number;
  body: SaleBody;
  draw: SaleDraw;
  lines: DraftLine[];
  totalCents: number;
  /** When the seller tapped "Vender" (the device's clock). */
  queuedAt: string;
  /** How many times it was sent. */
  attempts: number;
}

function isPendingSale(value: unknown): value is PendingSale {
  const sale = value as Partial<PendingSale> | null;
  return (
    typeof sale === 'object' &&
    sale !== null &&
    typeof sale.sellerId === 'number' &&
    typeof sale.body?.request_id === 'string' &&
    Array.isArray(sale.body?.lines) &&
    Array.isArray(sale.lines) &&
    typeof sale.draw?.id === 'number'
  );
}

export const pendingSales = {
  read(sellerId: number): PendingSale | null {
    const raw = deviceStore.get(DEVICE_KEYS.pendingSale(sellerId));
    if (!raw) return null;
    try {
      const sale: unknown = JSON.parse(raw);
      return isPendingSale(sale) && sale.sellerId === sellerId ? sale : null;
    } catch {
      return null;
    }
  },
  write(sale: PendingSale): void {
    deviceStore.set(DEVICE_KEYS.pendingSale(sale.sellerId), JSON.stringify(sale));
  },
  clear(sellerId: number): void {
    deviceStore.set(DEVICE_KEYS.pendingSale(sellerId), null);
  },
};
