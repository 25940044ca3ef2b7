import { checkServer, useServerReachable } from '@banca/shared-auth';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { loadFailureReason, loadRemotePage, type RemotePageRef } from './loadRemotePage';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; reason: string | null }
  /** The server itself is unreachable: the page waits, and the load is retried when it answers. */
  | { status: 'offline' };

/**
 * A page a remote exposes, loaded at run time, for whatever draws it (the shell's content area, the
 * booth terminal): its state, and `retry`. When the load failed because the server itself cannot be
 * reached (its health check fails too), the remote is not to blame: the state is `offline`, and
 * the page is loaded again by itself when the server answers.
 */
export function useRemotePage({ remote, module }: RemotePageRef): { state: RemotePageState; retry: () => void } {
  const [state, setState] = useState<RemotePageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const serverReachable = useServerReachable();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage({ remote, module }, attempt > 0).then(
      (Page) => current && setState({ status: 'ready', Page }),
      async (error: unknown) => {
        const reason = loadFailureReason(error);
        const offline = reason === null && !(await checkServer());
        if (current) setState(offline ? { status: 'offline' } : { status: 'failed', reason });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const waitingForServer = state.status === 'offline';
  useEffect(() => {
    if (waitingForServer && serverReachable) retry();
  }, [waitingForServer, serverReachable, retry]);
  return { state, retry };
}
