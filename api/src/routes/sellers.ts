import type { App } from '../http/types';

/** Routes of sellers: being written (see api/README.md). */
export default async function sellersRoutes(_app: App): Promise<void> {}
