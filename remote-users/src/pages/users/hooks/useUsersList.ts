import { usersApi, type UserRow } from '@banca/shared-auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf } from '@banca/shared-auth';
import { usersKeys } from '../../../queryKeys';

const toPage = pageOf<'users', UserRow>('users');

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsersList({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: usersKeys.list({ page, search }),
    queryFn: () => usersApi.list({ page, search: search || null }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}
