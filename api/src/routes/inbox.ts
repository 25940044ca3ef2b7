import type { App } from '../http/types';

/** Routes of inbox: being written (see api/README.md). */
export default async function inboxRoutes(_app: App): Promise<void> {}
