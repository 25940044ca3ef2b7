/** The users' query keys in one place, so each write refreshes exactly what it changes. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: { page: number; search: string }) => [...usersKeys.lists(), params] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
  profile: (id: number) => [...usersKeys.detail(id), 'profile'] as const,
  security: (id: number) => [...usersKeys.detail(id), 'security'] as const,
  settings: (id: number) => [...usersKeys.detail(id), 'settings'] as const,
  modules: (id: number) => [...usersKeys.detail(id), 'modules'] as const,
  /** One module's game types with the user's configuration of each. */
  moduleGames: (id: number, moduleId: number) => [...usersKeys.detail(id), 'module-games', moduleId] as const,
};
