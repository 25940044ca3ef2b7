import type { App } from '../http/types';

/** Routes of hierarchy: being written (see api/README.md). */
export default async function hierarchyRoutes(_app: App): Promise<void> {}
