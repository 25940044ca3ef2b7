/** The booths' query keys in one place, so later writes can refresh exactly what they change. */
export const boothsKeys = {
  all: ['booths'] as const,
  lists: () => [...boothsKeys.all, 'list'] as const,
  list: (params: { page: number; search: string }) => [...boothsKeys.lists(), params] as const,
  detail: (id: number) => [...boothsKeys.all, 'detail', id] as const,
};
