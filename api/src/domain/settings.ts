/** A user's settings: the percentages of the Settings tab (sale and participation). */
import type { UserSetting, UserSettingForm } from '@banca/contracts';
import { hasAtMostTwoDecimals } from '@banca/contracts/limits';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSettings } from '../db/schema';
import { invalidField } from '../errors';
import { type Audit, type AuditedDb, auditedWrite } from './audit';
import { findUser, writeBelowUser } from './users';
import type { Versioned } from './versions';
import type { Write } from './writes';

/** The settings every user has; a value never saved reads as 0. */
const KNOWN_SETTINGS = [
  { key: 'sale_percentage', label: 'Porcentaje de venta' },
  { key: 'participation_percentage', label: 'Porcentaje de participación' },
] as const;
type KnownSetting = (typeof KNOWN_SETTINGS)[number];

const knownSetting = (key: string): KnownSetting | undefined => KNOWN_SETTINGS.find((s) => s.key === key);

async function settingsOf(db: Database, userId: number): Promise<UserSetting[]> {
  const saved = await db.select().from(userSettings).where(eq(userSettings.user_id, userId));
  return KNOWN_SETTINGS.map(({ key, label }) => ({
    setting_key: key,
    setting_label: label,
    setting_value: saved.find((s) => s.setting_key === key)?.setting_value ?? 0,
  }));
}

/** The user's settings, with the user's version read first: settings changed after it only make a later write ask for a reload. */
export async function readUserSettings(db: Database, userId: number): Promise<Versioned<UserSetting[]>> {
  const { version } = await findUser(db, userId);
  return { record: await settingsOf(db, userId), version };
}

/** Saves one of the user's settings, recording its value before and after. */
async function saveSetting(tx: AuditedDb, audit: Audit, userId: number, setting: KnownSetting, value: number): Promise<void> {
  const before = (await settingsOf(tx, userId)).find((s) => s.setting_key === setting.key)?.setting_value ?? 0;
  await tx
    .insert(userSettings)
    .values({ user_id: userId, setting_key: setting.key, setting_label: setting.label, setting_value: value })
    .onConflictDoUpdate({ target: [userSettings.user_id, userSettings.setting_key], set: { setting_value: value } });
  audit({ action: 'settings', recordType: 'user', recordId: userId, before: { [setting.key]: before }, after: { [setting.key]: value } });
}

/**
 * Saves one setting of a live user from the Settings tab and answers them all: 400 for an unknown
 * key, a `setting.key` that differs from it or more than two decimals; 404 for an unknown user, 409
 * for a deleted one, 412 for a stale If-Match.
 */
export async function saveUserSetting(
  db: Database,
  userId: number,
  form: UserSettingForm,
  write: Write,
): Promise<Versioned<UserSetting[]>> {
  const { setting_key, setting } = form;
  const known = knownSetting(setting_key);
  if (!known) {
    throw invalidField('setting_key', `El campo «setting_key» debe ser uno de: ${KNOWN_SETTINGS.map((s) => s.key).join(', ')}.`);
  }
  if (setting.key !== undefined && setting.key !== setting_key) {
    throw invalidField('setting.key', 'El campo «setting.key» debe coincidir con «setting_key».');
  }
  if (!hasAtMostTwoDecimals(setting.value)) {
    throw invalidField('setting.value', 'El campo «setting.value» debe tener como máximo 2 decimales.');
  }
  return auditedWrite(db, write.actor, (tx, audit) =>
    writeBelowUser(tx, userId, write, async () => {
      await saveSetting(tx, audit, userId, known, setting.value);
      return settingsOf(tx, userId);
    }),
  );
}
