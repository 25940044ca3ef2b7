/** What is kept in the browser: the session per tab (staff or terminal), the remembered username per device. */
export const STORAGE_KEYS = {
  /** Session storage: the bearer token; it dies with the tab. */
  accessToken: 'accessToken',
  /** Session storage: the cached profile of the signed-in user. */
  profile: 'profile',
  /** Session storage: why the server ended the last session, until the login page has said it. */
  sessionEndReason: 'sessionEndReason',
  /** Session storage: a booth terminal's session (token, seller account, booth), since 1.4. */
  terminalSession: 'terminalSession',
  /** Local storage: the username remembered by "Recordar mi usuario en este dispositivo". */
  rememberedUsername: 'rememberedUsername',
} as const;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // storage full or blocked (private mode): the session still works in memory
  }
}

export const sessionStore = {
  get: (key: string) => read(window.sessionStorage, key),
  set: (key: string, value: string | null) => write(window.sessionStorage, key, value),
  clear: () => {
    try {
      window.sessionStorage.clear();
    } catch {
      // nothing to clear
    }
  },
};
export const localStore = {
  get: (key: string) => read(window.localStorage, key),
  set: (key: string, value: string | null) => write(window.localStorage, key, value),
};
