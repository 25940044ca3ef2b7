/** The users' query keys in one place, so later writes can refresh exactly what they change. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: { page: number; search: string }) => [...usersKeys.lists(), params] as const,
  profile: (id: number) => [...usersKeys.all, 'detail', id, 'profile'] as const,
  security: (id: number) => [...usersKeys.all, 'detail', id, 'security'] as const,
};
