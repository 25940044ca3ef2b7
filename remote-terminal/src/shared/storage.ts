/**
 * What the terminal keeps on the device (local storage: it outlives the tab and a reload, unlike
 * the session): the device's id, the account last signed in, and a sale whose outcome is not
 * known yet. Blocked or full storage never breaks the terminal: it works on from memory.
 */
export const DEVICE_KEYS = {
  deviceId: 'banca.terminal.deviceId',
  username: 'banca.terminal.username',
  /** A sale sent whose answer has not arrived, per seller account: `banca.terminal.pendingSale.<seller id>`. */
  pendingSale: (sellerId: number) => `banca.terminal.pendingSale.${sellerId}`,
} as const;

const memory = new Map<string, string>();

export const deviceStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string | null): void {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // private mode or a full disk: kept in memory for this visit
    }
  },
};
