import { useAuthStore } from '@banca/shared-auth';
import type { Inbox, InboxItem, InboxKind } from '@banca/contracts';
import { inboxApi } from '@banca/kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/** New items show up within this time; the original polled every 500 ms, which a list does not need. */
const INBOX_REFRESH_MS = 30_000;

/**
 * One inbox (messages or notifications) of the signed-in user. The unread count is the server's
 * (the list holds only the latest 50 items); marking read updates the badge, the tab and the list
 * at once, before the server answers, and the inbox is reloaded afterwards either way.
 */
export function useInbox(kind: InboxKind) {
  const accessToken = useAuthStore((s) => s.accessToken);
  const queryClient = useQueryClient();
  const queryKey = ['inbox', kind, accessToken];

  const query = useQuery({
    queryKey,
    queryFn: () => inboxApi.list(kind),
    enabled: accessToken !== null,
    refetchInterval: INBOX_REFRESH_MS,
  });

  const markLocally = (isTarget: (item: InboxItem) => boolean, everything = false) => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<Inbox>(queryKey, (inbox) => {
      if (!inbox) return inbox;
      const newlyRead = inbox.items.filter((item) => !item.read && isTarget(item)).length;
      return {
        items: inbox.items.map((item) => (isTarget(item) ? { ...item, read: true } : item)),
        unread: everything ? 0 : Math.max(0, inbox.unread - newlyRead),
      };
    });
  };
  const reload = () => queryClient.invalidateQueries({ queryKey });

  const markRead = useMutation({
    mutationFn: (id: number) => inboxApi.markRead(kind, id),
    onMutate: (id) => markLocally((item) => item.id === id),
    onSettled: reload,
  });
  const markAllRead = useMutation({
    mutationFn: () => inboxApi.markAllRead(kind),
    onMutate: () => markLocally(() => true, true),
    onSettled: reload,
  });

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const unread = query.data?.unread ?? 0;

  return {
    items,
    unread,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
    /** Marks one item read; an item already read needs no call. */
    markRead: (item: InboxItem) => {
      if (!item.read) markRead.mutate(item.id);
    },
    markAllRead: () => markAllRead.mutate(),
  };
}
