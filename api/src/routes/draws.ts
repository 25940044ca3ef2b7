import type { App } from '../http/types';

/** Routes of draws: being written (see api/README.md). */
export default async function drawsRoutes(_app: App): Promise<void> {}
