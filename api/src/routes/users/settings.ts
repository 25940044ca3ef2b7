/** The Settings tab: a user's percentages (sale and participation). */
import { usersRoutes } from '@banca/contracts';
import { hasAtMostTwoDecimals } from '@banca/contracts/limits';
import { KNOWN_SETTINGS, knownSetting, saveSetting, settingsOf } from '../../domain/settings';
import { auditedWrite } from '../../domain/audit';
import { findUser, writeBelowUser } from '../../domain/users';
import { actorOf } from '../../http/actor';
import { badRequest } from '../../http/errors';
import { ifMatchOf, sendVersion } from '../../http/preconditions';
import { serve } from '../../http/route';
import type { App } from '../../http/types';

export default async function settingRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userSettings, async (request, reply) => {
    // The version first: settings changed after it only make a later write ask for a reload.
    sendVersion(reply, (await findUser(app.db, request.params.id)).version);
    return settingsOf(app.db, request.params.id);
  });

  serve(app, usersRoutes.saveUserSetting, async (request, reply) => {
    const condition = ifMatchOf(request);
    const { setting_key, setting } = request.body;
    const known = knownSetting(setting_key);
    if (!known) {
      throw badRequest('setting_key', `El campo «setting_key» debe ser uno de: ${KNOWN_SETTINGS.map((s) => s.key).join(', ')}.`);
    }
    if (setting.key !== undefined && setting.key !== setting_key) {
      throw badRequest('setting.key', 'El campo «setting.key» debe coincidir con «setting_key».');
    }
    if (!hasAtMostTwoDecimals(setting.value)) {
      throw badRequest('setting.value', 'El campo «setting.value» debe tener como máximo 2 decimales.');
    }
    const { answer, version } = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      writeBelowUser(tx, request.params.id, condition, async () => {
        await saveSetting(tx, audit, request.params.id, known, setting.value);
        return settingsOf(tx, request.params.id);
      }),
    );
    sendVersion(reply, version);
    return answer;
  });
}
