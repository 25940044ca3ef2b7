import type { App } from '../http/types';

/** Routes of reports: being written (see api/README.md). */
export default async function reportsRoutes(_app: App): Promise<void> {}
