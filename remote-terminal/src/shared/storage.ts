/**
 * What the terminal keeps on the device (local storage: it outlives the tab and a reload, unlike
 * the session): the device's id, the account last signed in, and a sale whose outcome is not
 * known yet; and in the tab (session storage: it outlives a reload, not the tab) the sale being
 * typed. Blocked or full storage never breaks the terminal: it works on from memory.
 */
export const DEVICE_KEYS = {
  deviceId: 'banca.terminal.deviceId',
  username: 'banca.terminal.username',
  /** A sale sent whose answer has not arrived, per seller account: `banca.terminal.pendingSale.<seller id>`. */
  pendingSale: (sellerId: number) => `banca.terminal.pendingSale.${sellerId}`,
  /** The sale being typed on "Vender", per seller account, in the tab's session storage: `banca.terminal.draft.<seller id>`. */
  draft: (sellerId: number) => `banca.terminal.draft.${sellerId}`,
  /** The currency of the last sale, per seller account (a booth selling in two): `banca.terminal.currency.<seller id>`. */
  currency: (sellerId: number) => `banca.terminal.currency.${sellerId}`,
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

/** The tab's storage (session storage): what a reload keeps and closing the tab forgets. */
export const tabStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, value);
    } catch {
      // private mode or a full disk: the draft lives in memory only
    }
  },
};
