import { toApiError } from '@banca/shared-auth';
import { sellersApi, type SearchOption, type UseSearchOptions } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The «Vendedor de Tickets» users the seller dialog offers to link, for a search (by name or e-mail). */
export const useSellerUserOptions: UseSearchOptions = (search) => {
  const query = useQuery({
    queryKey: ['sellers', 'users', search],
    queryFn: () => sellersApi.users(search || null),
    select: (users): SearchOption[] => users.map((user) => ({ value: user.id, label: user.name, description: user.email })),
    placeholderData: keepPreviousData,
  });
  return { options: query.data ?? [], loading: query.isFetching, error: query.isError ? toApiError(query.error).message : null };
};
