import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionedAnswer } from '../api/client';
import { useVersionedWrite } from '../versions/useVersionedWrite';

export interface ResourceSaveInput<T, B> {
  /** What the API receives. */
  body: B;
  /** The record as it was before the change; absent when creating. */
  previous?: T;
  /** The ETag of the record the form was opened with (an update only): the save is refused (412) if it changed since. */
  base?: string | null;
}

export interface ResourceSaved<T> {
  id: number;
  created: boolean;
  /** The updated record as the server answers it (an update only). */
  record?: VersionedAnswer<T>;
}

export interface ResourceSaveOptions<T, B> {
  /** The record's query key (`boothsKeys.detail`): an update writes on it and leaves its answer there. */
  detail: (id: number) => QueryKey;
  create: (body: B) => Promise<{ id: number }>;
  update: (id: number, body: B, ifMatch: string | null) => Promise<VersionedAnswer<T>>;
  /** After a save: refresh what else shows the record (its lists, its pickers, the records that show it). */
  refresh: (saved: ResourceSaved<T>, input: ResourceSaveInput<T, B>, client: QueryClient) => void;
}

/**
 * The save of a resource's form, create or update in one mutation: a create posts the body; an
 * update writes it on the version the form was opened with (`useVersionedWrite`, If-Match) and keeps
 * the answer as the record's cached version. What else to refresh is the resource's own (`refresh`).
 */
export function useResourceSave<T extends { id: number }, B>({ detail, create, update, refresh }: ResourceSaveOptions<T, B>) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: async ({ body, previous, base }: ResourceSaveInput<T, B>): Promise<ResourceSaved<T>> => {
      if (!previous) return { id: (await create(body)).id, created: true };
      const record = await write(detail(previous.id), base, (ifMatch) => update(previous.id, body, ifMatch));
      return { id: previous.id, created: false, record };
    },
    onSuccess: (saved, input) => {
      if (saved.record) client.setQueryData(detail(saved.id), saved.record);
      refresh(saved, input, client);
    },
  });
}
