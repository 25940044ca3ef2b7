import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How a new document is loaded (a seam for the tests: jsdom does not navigate). */
export const documentNavigation = { assign: (url: string) => window.location.assign(url) };

/**
 * An address of the host's other page — the booth terminal's (/taquilla...) inside the
 * back-office's app, or the back-office's inside the terminal's — each with its own entry script:
 * loaded from the server as a new document, never run inside this app.
 */
export function LoadAsDocument() {
  const { pathname, search } = useLocation();
  useEffect(() => documentNavigation.assign(`${pathname}${search}`), [pathname, search]);
  return null;
}
