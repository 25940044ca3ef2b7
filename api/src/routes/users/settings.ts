/** The Settings tab: a user's percentages (sale and participation). */
import { usersRoutes } from '@banca/contracts';
import { readUserSettings, saveUserSetting } from '../../domain/settings';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { withETag } from '../../http/preconditions';
import { writeOf } from '../../http/writes';

export default async function settingRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userSettings, async (request, reply) => withETag(reply, await readUserSettings(app.db, request.params.id)));
  serve(app, usersRoutes.saveUserSetting, async (request, reply) =>
    withETag(reply, await saveUserSetting(app.db, request.params.id, request.body, writeOf(request))),
  );
}
