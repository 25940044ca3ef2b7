/** The Settings tab: a user's percentages (sale and participation). */
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema';
import { findLiveUser, findUser } from '../../domain/users';
import { badRequest } from '../../http/errors';
import { errorResponses, hasAtMostTwoDecimals, IdParams } from '../../http/schemas';
import type { App } from '../../http/types';
import { Percentage, SettingSchema } from './schemas';

/** The settings every user has; a value never saved reads as 0. */
export const KNOWN_SETTINGS = [
  { key: 'sale_percentage', label: 'Porcentaje de venta' },
  { key: 'participation_percentage', label: 'Porcentaje de participación' },
] as const;

async function settingsOf(db: Database, userId: number) {
  const saved = await db.select().from(userSettings).where(eq(userSettings.user_id, userId));
  return KNOWN_SETTINGS.map(({ key, label }) => ({
    setting_key: key,
    setting_label: label,
    setting_value: saved.find((s) => s.setting_key === key)?.setting_value ?? 0,
  }));
}

export default async function settingRoutes(app: App): Promise<void> {
  app.get(
    '/users/detail/:id/settings',
    {
      config: { access: 'users:read' },
      schema: {
        tags: ['users'],
        summary: 'Configuración (porcentajes) de un usuario',
        params: IdParams,
        response: { 200: Type.Array(SettingSchema), ...errorResponses },
      },
    },
    async (request) => {
      await findUser(app.db, request.params.id);
      return settingsOf(app.db, request.params.id);
    },
  );

  app.post(
    '/users/detail/:id/settings',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Guarda un valor de configuración (porcentaje 0–100); responde la lista',
        params: IdParams,
        body: Type.Object({
          setting_key: Type.String({ minLength: 1, maxLength: 60 }),
          setting: Type.Object({
            label: Type.Optional(Type.String({ maxLength: 120 })),
            key: Type.Optional(Type.String({ maxLength: 60 })),
            value: Percentage,
          }),
        }),
        response: { 200: Type.Array(SettingSchema), 409: Type.Ref('ErrorBody'), ...errorResponses },
      },
    },
    async (request) => {
      const { setting_key, setting } = request.body;
      const known = KNOWN_SETTINGS.find((s) => s.key === setting_key);
      if (!known) {
        throw badRequest('setting_key', `El campo «setting_key» debe ser uno de: ${KNOWN_SETTINGS.map((s) => s.key).join(', ')}.`);
      }
      if (setting.key !== undefined && setting.key !== setting_key) {
        throw badRequest('setting.key', 'El campo «setting.key» debe coincidir con «setting_key».');
      }
      if (!hasAtMostTwoDecimals(setting.value)) {
        throw badRequest('setting.value', 'El campo «setting.value» debe tener como máximo 2 decimales.');
      }
      await findLiveUser(app.db, request.params.id);
      await app.db
        .insert(userSettings)
        .values({ user_id: request.params.id, setting_key, setting_label: known.label, setting_value: setting.value })
        .onConflictDoUpdate({ target: [userSettings.user_id, userSettings.setting_key], set: { setting_value: setting.value } });
      return settingsOf(app.db, request.params.id);
    },
  );
}
