/**
 * Loads a page a remote exposes, at run time. A failed load is not cached: "Reintentar"
 * re-registers the remote (forcing its manifest to be fetched again) and asks once more.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@banca/shared-auth';
import type { ComponentType } from 'react';

export interface RemotePageRef {
  /** The remote's name in the runtime config ('users'). */
  remote: string;
  /** The exposed module, as routes.json names it ('./pages/users'). */
  module: string;
}

type PageModule = { default: ComponentType };

export async function loadRemotePage({ remote, module }: RemotePageRef, retry = false): Promise<ComponentType> {
  if (retry) {
    const entry = getRuntimeConfig().remotes[remote];
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  }
  const loaded = await loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`El módulo ${remote}/${module} no exporta una página.`);
  return loaded.default;
}

// The Module Federation runtime's words when a remote requires a version of a shared singleton
// (strictly) that the page's loaded copy does not satisfy.
const VERSION_MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/**
 * Why a remote page could not be loaded, in Spanish, when the cause is one the user or the
 * administrator can act on; null for the rest (a network failure, a remote that is down).
 */
export function loadFailureReason(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const mismatch = VERSION_MISMATCH.exec(message);
  if (mismatch) {
    const [, loaded, pkg, required] = mismatch;
    return `Esta sección necesita ${pkg} ${required} y la página tiene la versión ${loaded}. Hay que actualizar la aplicación principal; mientras tanto, el resto sigue funcionando.`;
  }
  return null;
}
