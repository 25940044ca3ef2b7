import type { UserRow } from '@banca/contracts';
import { pageOf, usersApi } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

const toPage = pageOf<'users', UserRow>('users');

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsersList({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: userKeys.list({ page, search }),
    queryFn: () => usersApi.list({ page, search: search || null }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}
