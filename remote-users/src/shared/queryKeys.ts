/**
 * The users' query keys: the kit's keys of the users resource (lists, one user) and, below one
 * user, what the user dialog reads, so each write refreshes exactly what it changes.
 */
import { usersKeys } from '@banca/kit';

export const userKeys = {
  ...usersKeys,
  profile: (id: number) => [...usersKeys.detail(id), 'profile'] as const,
  security: (id: number) => [...usersKeys.detail(id), 'security'] as const,
  settings: (id: number) => [...usersKeys.detail(id), 'settings'] as const,
  credit: (id: number) => [...usersKeys.detail(id), 'credit'] as const,
  modules: (id: number) => [...usersKeys.detail(id), 'modules'] as const,
  /** One module's game types with the user's configuration of each. */
  moduleGames: (id: number, moduleId: number) => [...usersKeys.detail(id), 'module-games', moduleId] as const,
};
