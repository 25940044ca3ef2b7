import type { App } from '../http/types';

/** Routes of dashboard: being written (see api/README.md). */
export default async function dashboardRoutes(_app: App): Promise<void> {}
