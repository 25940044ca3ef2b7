import { dataOf, usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** A user's settings (percentages), every known one with its value (0 when never saved). */
export function useUserSettings(id: number) {
  return useQuery({ queryKey: userKeys.settings(id), queryFn: () => usersApi.settings(id), select: dataOf });
}
