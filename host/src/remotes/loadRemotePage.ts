/**
 * Loads a page a remote exposes, at run time. A failed load is not cached: "Reintentar"
 * re-registers the remote (forcing its manifest to be fetched again) and asks once more.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@banca/shared-auth';
import type { ComponentType } from 'react';

export interface RemotePageRef {
  remote: 'users' | 'sellers' | 'booths' | 'catalog';
  /** The exposed module, e.g. "UsersPage". */
  module: string;
}

type PageModule = { default: ComponentType };

export async function loadRemotePage({ remote, module }: RemotePageRef, retry = false): Promise<ComponentType> {
  if (retry) {
    const entry = getRuntimeConfig().remotes[remote];
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  }
  const loaded = await loadRemote<PageModule>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`El módulo ${remote}/${module} no exporta una página.`);
  return loaded.default;
}
