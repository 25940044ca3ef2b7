import { dataOf, usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** An owner's credit: its limit in each currency and what it owes by its statement. */
export function useOwnerCredit(id: number) {
  return useQuery({ queryKey: userKeys.credit(id), queryFn: () => usersApi.credit(id), select: dataOf });
}
