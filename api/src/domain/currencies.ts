/**
 * The banca's currencies (ARCHITECTURE §9): which it sells in and its default, one versioned row
 * (`currency_settings`), and what a booth or a read takes from it.
 */
import type { CurrencySettings } from '@banca/contracts';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { currencySettings, ticketBooths } from '../db/schema';
import { invalidField, ConflictError, staleRecord } from '../errors';
import { auditedWrite } from './audit';
import { nextVersion, versionMatches, type Versioned } from './versions';
import type { Write } from './writes';

async function settingsRow(db: Database) {
  const [row] = await db.select().from(currencySettings).where(eq(currencySettings.id, 1));
  return row;
}

const settingsOf = (row: { enabled: string[]; default_currency: string }): CurrencySettings => ({
  enabled: row.enabled as Currency[],
  default: row.default_currency as Currency,
});

/** The banca's currencies with their version (the ETag of `GET /v1/settings/currencies`). */
export async function readCurrencySettings(db: Database): Promise<Versioned<CurrencySettings>> {
  const row = await settingsRow(db);
  return { record: settingsOf(row), version: row.version };
}

/**
 * The one currency a money read shows (its figures are never of two added together): the one asked
 * for, which the banca must have enabled (400 naming `currency`), else the banca's default.
 */
export async function currencyOfRead(db: Database, asked: Currency | undefined): Promise<Currency> {
  const { enabled, default: fallback } = settingsOf(await settingsRow(db));
  if (asked === undefined) return fallback;
  if (!enabled.includes(asked)) throw invalidField('currency', `La banca no tiene habilitada la moneda ${CURRENCY_LABELS[asked]}.`);
  return asked;
}

/**
 * Saves the banca's currencies (admin): 400 when the default is not enabled, 409 CURRENCY_IN_USE
 * when a live booth sells in a currency it disables (change the booth first), 412 for a stale
 * If-Match. Audited with the values before and after.
 */
export async function saveCurrencySettings(db: Database, form: CurrencySettings, write: Write): Promise<Versioned<CurrencySettings>> {
  if (!form.enabled.includes(form.default)) {
    throw invalidField('default', 'La moneda predeterminada debe estar entre las habilitadas.');
  }
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const before = await tx.select().from(currencySettings).where(eq(currencySettings.id, 1)).for('update');
    const disabled = before[0].enabled.filter((currency) => !form.enabled.includes(currency as Currency)) as Currency[];
    for (const currency of disabled) {
      const [booth] = await tx
        .select({ name: ticketBooths.name })
        .from(ticketBooths)
        .where(and(isNull(ticketBooths.deleted_at), sql`${currency} = ANY (${ticketBooths.currencies})`))
        .limit(1);
      if (booth) {
        throw new ConflictError(
          'CURRENCY_IN_USE',
          `La taquilla «${booth.name}» vende en ${CURRENCY_LABELS[currency]}: quítale esa moneda antes de deshabilitarla.`,
        );
      }
    }
    const [updated] = await tx
      .update(currencySettings)
      .set({ enabled: form.enabled, default_currency: form.default, updated_at: write.now, version: nextVersion(currencySettings.version) })
      .where(and(eq(currencySettings.id, 1), versionMatches(currencySettings.version, write.condition)))
      .returning();
    if (!updated) throw staleRecord();
    audit({
      action: 'settings',
      recordType: 'banca_settings',
      recordId: 1,
      before: settingsOf(before[0]),
      after: settingsOf(updated),
    });
    return { record: settingsOf(updated), version: updated.version };
  });
}

/**
 * A booth's currencies as a form sends them, checked against the banca's enabled ones (400 naming
 * `currencies`); a new booth without them sells in the banca's default.
 */
export async function boothCurrenciesOf(db: Database, asked: Currency[] | undefined): Promise<Currency[] | undefined> {
  const { record } = await readCurrencySettings(db);
  if (asked === undefined) return undefined;
  const off = asked.filter((currency) => !record.enabled.includes(currency));
  if (off.length > 0) {
    throw invalidField('currencies', `La banca no tiene habilitada la moneda ${off.map((c) => CURRENCY_LABELS[c]).join(', ')}.`);
  }
  // In the banca's order (VES, USD), whatever order the form sent.
  return record.enabled.filter((currency) => asked.includes(currency));
}
