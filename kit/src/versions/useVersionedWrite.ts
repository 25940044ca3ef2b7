import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { VersionedAnswer } from '../api/client';
import { noteOwnWrite, ownVersionAfter } from './ownWrites';

/**
 * The one way to write a versioned record: `write(record, base, send)` sends the change to the
 * record (`record`: its query key, e.g. `usersKeys.detail(id)`) based on the ETag `base` the screen
 * read, as If-Match (moved past this page's own later writes, see ownWrites), and notes the version
 * it answers. A 412 is thrown as any error (`isStaleRecord`).
 */
export function useVersionedWrite() {
  const client = useQueryClient();
  return useCallback(
    async <T>(
      record: QueryKey,
      base: string | null | undefined,
      send: (ifMatch: string | null) => Promise<VersionedAnswer<T>>,
    ): Promise<VersionedAnswer<T>> => {
      const ifMatch = ownVersionAfter(client, record, base);
      const answer = await send(ifMatch);
      noteOwnWrite(client, record, ifMatch, answer.etag);
      return answer;
    },
    [client],
  );
}

/**
 * The version (ETag) of what a screen shows from the query `key`, whose data is a `VersionedAnswer`
 * answer (null before it was read): the base of an action that writes what it shows.
 */
export const shownVersion = (client: QueryClient, key: QueryKey): string | null =>
  client.getQueryData<VersionedAnswer<unknown>>(key)?.etag ?? null;

/** A query's `select` for screens that show a versioned answer's data (the ETag stays in the cache, see `shownVersion`). */
export const dataOf = <T>(answer: VersionedAnswer<T>): T => answer.data;
