/**
 * Sharing a receipt: the phone's own share sheet (Web Share API: WhatsApp, a message…) where the
 * browser has it; elsewhere the text is copied to the clipboard; where neither works (an http page
 * on a LAN address has no clipboard), the caller shows the text to copy by hand.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

export async function shareReceipt(title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // not allowed here (no user gesture, a desktop without targets): the text fallback follows
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'manual';
  }
}
