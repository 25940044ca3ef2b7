import type { SalesLimitForm } from '@banca/contracts';
import { limitsApi, limitsKeys, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A limit changes every list of limits, and the exposure of the draws it covers (the catalog's draw reads). */
function useRefreshLimits() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: limitsKeys.all }),
      client.invalidateQueries({ queryKey: ['catalog', 'draws', 'exposure'] }),
    ]);
  };
}

/** Creates a limit. */
export function useCreateLimit() {
  const refresh = useRefreshLimits();
  return useMutation({ mutationFn: (form: SalesLimitForm) => limitsApi.create(form), onSuccess: refresh });
}

/** Changes a limit's amount (0 blocks the number) on the version it was read with. */
export function useUpdateLimit() {
  const refresh = useRefreshLimits();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ id, amount, base }: { id: number; amount: number; base: string | null }) =>
      write(limitsKeys.detail(id), base, (ifMatch) => limitsApi.update(id, amount, ifMatch)),
    onSuccess: refresh,
  });
}

/** Deletes a limit on the version it was read with. */
export function useDeleteLimit() {
  const refresh = useRefreshLimits();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ id, base }: { id: number; base: string | null }) =>
      write(limitsKeys.detail(id), base, (ifMatch) => limitsApi.remove(id, ifMatch)),
    onSuccess: refresh,
  });
}
