/** A user's settings: the percentages of the Settings tab (sale and participation). */
import type { UserSetting } from '@banca/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSettings } from '../db/schema';
import type { Audit, AuditedDb } from './audit';

/** The settings every user has; a value never saved reads as 0. */
export const KNOWN_SETTINGS = [
  { key: 'sale_percentage', label: 'Porcentaje de venta' },
  { key: 'participation_percentage', label: 'Porcentaje de participación' },
] as const;
export type KnownSetting = (typeof KNOWN_SETTINGS)[number];

export const knownSetting = (key: string): KnownSetting | undefined => KNOWN_SETTINGS.find((s) => s.key === key);

export async function settingsOf(db: Database, userId: number): Promise<UserSetting[]> {
  const saved = await db.select().from(userSettings).where(eq(userSettings.user_id, userId));
  return KNOWN_SETTINGS.map(({ key, label }) => ({
    setting_key: key,
    setting_label: label,
    setting_value: saved.find((s) => s.setting_key === key)?.setting_value ?? 0,
  }));
}

/** Saves one of the user's settings, recording its value before and after. */
export async function saveSetting(tx: AuditedDb, audit: Audit, userId: number, setting: KnownSetting, value: number): Promise<void> {
  const before = (await settingsOf(tx, userId)).find((s) => s.setting_key === setting.key)?.setting_value ?? 0;
  await tx
    .insert(userSettings)
    .values({ user_id: userId, setting_key: setting.key, setting_label: setting.label, setting_value: value })
    .onConflictDoUpdate({ target: [userSettings.user_id, userSettings.setting_key], set: { setting_value: value } });
  audit({ action: 'settings', recordType: 'user', recordId: userId, before: { [setting.key]: before }, after: { [setting.key]: value } });
}
