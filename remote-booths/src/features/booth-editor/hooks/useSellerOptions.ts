import { toApiError } from '@banca/shared-auth';
import { sellersApi, sellersKeys, type SearchOption, type UseSearchOptions } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A seller to assign, with the booth it works at now (it moves from there). */
export interface SellerOption extends SearchOption {
  boothId: number | null;
  boothName: string | null;
}

/** The sellers 'Agregar vendedor' offers for a search (the API's first page of matches). */
export const useSellerOptions: UseSearchOptions<SellerOption> = (search) => {
  const query = useQuery({
    queryKey: sellersKeys.optionsFor({ search }),
    queryFn: () => sellersApi.list({ search: search || null }),
    select: (answer): SellerOption[] =>
      answer.sellers.map((seller) => ({
        value: seller.id,
        label: seller.label,
        description: `${seller.username} · ${seller.ticket_booth_name ? `en ${seller.ticket_booth_name}` : 'sin taquilla'}`,
        boothId: seller.ticket_booth_id,
        boothName: seller.ticket_booth_name,
      })),
    placeholderData: keepPreviousData,
  });
  return { options: query.data ?? [], loading: query.isFetching, error: query.isError ? toApiError(query.error).message : null };
};
