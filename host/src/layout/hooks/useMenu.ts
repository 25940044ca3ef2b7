import { useAuthStore } from '@banca/shared-auth';
import { menuApi, useAccess } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePageTable } from '../../remotes/usePageTable';
import { menuPages, resolveMenu } from '../menu';

/**
 * The signed-in user's menu: the server's sections naming page ids, each shown with the path and
 * title its route manifest gives it, to the roles its capability lets open it. Per session (the
 * token is part of the key): the next user to sign in never sees the last one's menu. A failure
 * leaves the menu empty with a way to ask again.
 */
export function useMenu() {
  const accessToken = useAuthStore((s) => s.accessToken);
  const query = useQuery({
    queryKey: ['auth', 'menu', accessToken],
    queryFn: menuApi.sections,
    enabled: accessToken !== null,
    staleTime: 5 * 60_000,
  });
  const { pageOf, loading } = usePageTable();
  const { role } = useAccess();
  const sections = useMemo(() => resolveMenu(query.data ?? [], pageOf, role), [query.data, pageOf, role]);
  const pages = useMemo(() => menuPages(sections), [sections]);
  // Until the manifests answer, the menu cannot say where its pages are.
  return {
    sections,
    pages,
    isLoading: query.isLoading || (loading && sections.length === 0),
    isError: query.isError,
    refetch: query.refetch,
  };
}
