import { useAuthStore } from '@banca/shared-auth';
import { menuApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { menuPages } from '../menu';

/**
 * The signed-in user's menu. It is per user (the server decides what each role sees), so the
 * session token is part of the key: the next user to sign in never sees the last one's menu.
 * A failure leaves the menu empty with a way to ask again.
 */
export function useMenu() {
  const accessToken = useAuthStore((s) => s.accessToken);
  const query = useQuery({
    queryKey: ['auth', 'menu', accessToken],
    queryFn: menuApi.sections,
    enabled: accessToken !== null,
    staleTime: 5 * 60_000,
  });
  const sections = useMemo(() => query.data ?? [], [query.data]);
  const pages = useMemo(() => menuPages(sections), [sections]);
  return { sections, pages, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}
