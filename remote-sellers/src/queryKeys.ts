/** The sellers' query keys in one place, so later writes can refresh exactly what they change. */
export const sellersKeys = {
  all: ['sellers'] as const,
  lists: () => [...sellersKeys.all, 'list'] as const,
  list: (params: { page: number; search: string }) => [...sellersKeys.lists(), params] as const,
};
