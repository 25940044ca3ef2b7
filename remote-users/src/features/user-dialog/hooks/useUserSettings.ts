import { usersApi } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/** A user's settings (percentages), every known one with its value (0 when never saved). */
export function useUserSettings(id: number) {
  return useQuery({ queryKey: usersKeys.settings(id), queryFn: () => usersApi.settings(id) });
}
