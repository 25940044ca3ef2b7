import type { CreditLimits } from '@banca/contracts';
import { shownVersion, usersApi, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** Saves an owner's limits on the version of the credit the tab shows; the tab is refreshed from the answer. */
export function useSaveCredit(id: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: (limits: CreditLimits) =>
      write(userKeys.detail(id), shownVersion(client, userKeys.credit(id)), (ifMatch) => usersApi.saveCredit(id, limits, ifMatch)),
    onSuccess: (credit) => client.setQueryData(userKeys.credit(id), credit),
  });
}
