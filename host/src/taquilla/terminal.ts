/**
 * The booth terminal as the host serves it: the pages of the remote named `terminal` in the
 * runtime configuration whose manifest gives them `access: 'terminal'`, at /taquilla and below,
 * outside the back-office shell (and never inside it).
 */
export const TERMINAL_REMOTE = 'terminal';
export const TERMINAL_PATH = '/taquilla';
/** The terminal's service worker (host/public): it keeps the terminal's files so it opens on a bad link. */
export const TERMINAL_SERVICE_WORKER = '/taquilla-sw.js';

/** Whether `pathname` is one of the terminal's addresses (/taquilla and below). */
export const isTerminalPath = (pathname: string): boolean => pathname === TERMINAL_PATH || pathname.startsWith(`${TERMINAL_PATH}/`);
