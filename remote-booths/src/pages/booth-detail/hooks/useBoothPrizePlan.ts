import type { PrizePlan } from '@banca/contracts';
import { boothsApi, boothsKeys, shownVersion, useVersionedWrite } from '@banca/kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Below the booth's detail key: reloading the booth (a stale notice's «Recargar») reloads its plan too. */
export const boothPlanKey = (id: number) => [...boothsKeys.detail(id), 'prize-plan'] as const;

/** The game types the booth sells, each with its own plan and what it inherits, with the booth's version. */
export function useBoothPlanGames(id: number) {
  return useQuery({ queryKey: boothPlanKey(id), queryFn: () => boothsApi.planGames(id) });
}

/**
 * Replaces the booth's prize plan on the version of the plan shown (the booth's: the save moves it,
 * so the booth's form then writes on the new one), and refreshes the plan.
 */
export function useSaveBoothPrizePlan(id: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: (plan: PrizePlan) =>
      write(boothsKeys.detail(id), shownVersion(client, boothPlanKey(id)), (ifMatch) => boothsApi.savePrizePlan(id, plan, ifMatch)),
    onSuccess: () => client.invalidateQueries({ queryKey: boothPlanKey(id) }),
  });
}
