import type { App } from '../http/types';

/** Routes of tickets: being written (see api/README.md). */
export default async function ticketsRoutes(_app: App): Promise<void> {}
