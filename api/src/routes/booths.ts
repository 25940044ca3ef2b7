import type { App } from '../http/types';

/** Routes of booths: being written (see api/README.md). */
export default async function boothsRoutes(_app: App): Promise<void> {}
