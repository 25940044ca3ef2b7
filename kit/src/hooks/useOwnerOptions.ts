import { boothsApi } from '../api/booths';
import type { SearchOption } from '../components/SearchSelect';
import { useQuery } from '@tanstack/react-query';

/** The clients that may own a booth, searched on the server by name or e-mail (the booth dialog's and the limits' owner pickers). */
export function useOwnerOptions(search: string) {
  const query = useQuery({
    queryKey: ['booths', 'owners', search],
    queryFn: () => boothsApi.owners(search || null),
    select: (owners): SearchOption[] => owners.map((owner) => ({ value: owner.id, label: owner.name, description: owner.email })),
  });
  return { options: query.data ?? [], loading: query.isFetching, error: query.error ? 'No se pudieron cargar los clientes.' : null };
}
