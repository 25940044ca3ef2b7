import type { App } from '../http/types';

/** Routes of games: being written (see api/README.md). */
export default async function gamesRoutes(_app: App): Promise<void> {}
