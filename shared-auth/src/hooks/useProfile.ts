import { useQuery } from '@tanstack/react-query';
import { authCalls } from '../authCalls';
import { authStore, useAuthStore } from '../store';

export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/**
 * The signed-in profile: the cached entry at once, refreshed from the API once per session.
 */
export function useProfile() {
  const accessToken = useAuthStore((s) => s.accessToken);
  const cached = useAuthStore((s) => s.profile);
  const query = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, accessToken],
    queryFn: async () => {
      const profile = await authCalls.profile();
      authStore.getState().setProfile(profile);
      return profile;
    },
    enabled: accessToken !== null,
    staleTime: Infinity,
    initialData: cached ?? undefined,
  });
  return { profile: query.data ?? cached, isLoading: query.isLoading, error: query.error };
}
