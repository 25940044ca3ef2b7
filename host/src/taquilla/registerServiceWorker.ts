import { TERMINAL_PATH, TERMINAL_SERVICE_WORKER } from './terminal';

/**
 * Installs the terminal's service worker for /taquilla, once the page has loaded (it never competes
 * with the first screen). Where service workers are not available (an http page on a LAN address,
 * an old browser) the terminal works as a plain page.
 */
export function registerTerminalServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(TERMINAL_SERVICE_WORKER, { scope: TERMINAL_PATH })
      // Already installed: it learns what this deployment's terminal needs, and drops the rest.
      .then((registration) => registration.active?.postMessage('refresh'))
      .catch(() => {
        // not allowed here (private mode, an insecure page): the terminal needs the network to open
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
