import type { ExpenseBody, SetFloatBody } from '@banca/contracts';
import { drawerApi } from '@banca/kit';
import { type ApiError, toApiError } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayKey } from './useBoothDay';

/** A write to the day's drawer (its float, an expense): the day's figures are read again after it. */
function useDrawerWrite<Body, Answer>(boothId: number, date: string, write: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, Body>({
    mutationFn: async (body) => {
      try {
        return await write(body);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dayKey(boothId, date) }),
  });
}

export const useSetFloat = (boothId: number, date: string) =>
  useDrawerWrite(boothId, date, (body: SetFloatBody) => drawerApi.setFloat(boothId, date, body));

export const useAddExpense = (boothId: number, date: string) =>
  useDrawerWrite(boothId, date, (body: ExpenseBody) => drawerApi.addExpense(boothId, date, body));
