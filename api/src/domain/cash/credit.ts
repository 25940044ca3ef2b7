/**
 * An owner's credit limit (ARCHITECTURE §9): per currency, how much it may owe the banca by its
 * statement. The sale checks it in its own statement (`owner_credit_refusal`,
 * src/db/functions/owner_credit_refusal.sql): what the owner owes plus what the sale adds (its
 * amount less its commission) may not pass the limit of the sale's currency; the limit's row is
 * locked while it checks, so two sales of one owner never pass it together, whichever API instance
 * sells them. An abono lowers what the owner owes, so the next sale sees it at once.
 */
import type { CreditLimits, CreditStatus, OwnerCredit } from '@banca/contracts';
import { DRAWER_CURRENCIES, type DrawerCurrency } from '@banca/contracts/enums';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { ownerCreditLimits, users } from '../../db/schema';
import { invalidField, notFound, staleRecord } from '../../errors';
import { auditedWrite } from '../audit';
import type { DataScope } from '../scope';
import { writeBelowUser } from '../users';
import type { Versioned } from '../versions';
import type { Write } from '../writes';
import { centsOf, centsOfText, decimalOf } from './money';

/** Each currency's limit and what the owner owes in it, for the currencies it has a limit in. */
export async function creditStatusOf(db: Database, ownerId: number): Promise<CreditStatus[]> {
  const rows = await queryRows<{ currency: DrawerCurrency; limit: string; owed: string }>(
    db,
    sql`select c.currency, c.amount::text as limit, owner_owed(c.owner_id, c.currency)::text as owed
        from owner_credit_limits c where c.owner_id = ${ownerId} order by c.currency desc`,
  );
  return rows.map((row) => {
    const limit = centsOfText(row.limit);
    const owed = centsOfText(row.owed);
    return {
      currency: row.currency,
      limit: limit / 100,
      owed: owed / 100,
      // A limit of 0 is reached by any debt: 100 % from the first cent owed.
      used_percentage: limit === 0 ? (owed > 0 ? 100 : 0) : Math.floor((owed * 100) / limit),
    };
  });
}

async function creditOf(db: Database, ownerId: number): Promise<OwnerCredit> {
  const status = await creditStatusOf(db, ownerId);
  const limits: CreditLimits = { VES: null, USD: null };
  for (const entry of status) limits[entry.currency] = entry.limit;
  return { limits, status };
}

/** A client user (a booth owner) with its version; 404 for anyone else. */
async function ownerVersion(db: Database, ownerId: number): Promise<number> {
  const [owner] = await db
    .select({ version: users.version })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.role, 'client')));
  if (!owner) throw notFound('El propietario');
  return owner.version;
}

/**
 * An owner's credit, with the user's version: an administrator's or an operator's view of any
 * owner, a client's of its own only (404 for another's, as for a statement).
 */
export async function readOwnerCredit(db: Database, ownerId: number, scope: DataScope): Promise<Versioned<OwnerCredit>> {
  if (scope.kind !== 'all' && !(scope.kind === 'owner' && scope.userId === ownerId)) throw notFound('El propietario');
  const version = await ownerVersion(db, ownerId);
  return { record: await creditOf(db, ownerId), version };
}

/**
 * Sets an owner's limit in each currency (null: none), an administrator's write on the owner's
 * version (If-Match), each changed currency audited. 400 naming the currency for more than two
 * decimals; 404 for a user who is not an owner; 412 for a stale If-Match. Sending what is already
 * set changes nothing and records nothing.
 */
export async function saveOwnerCredit(db: Database, ownerId: number, body: CreditLimits, write: Write): Promise<Versioned<OwnerCredit>> {
  const wanted = new Map<DrawerCurrency, number | null>();
  for (const currency of DRAWER_CURRENCIES) {
    const amount = body[currency];
    const cents = amount === null ? null : centsOf(amount);
    if (amount !== null && cents === null) {
      throw invalidField(currency, 'El límite de crédito admite como máximo dos decimales.');
    }
    wanted.set(currency, cents);
  }
  const today = new Map((await creditStatusOf(db, ownerId)).map((entry) => [entry.currency, centsOf(entry.limit)]));
  const changed = [...wanted].filter(([currency, cents]) => (today.get(currency) ?? null) !== cents);
  if (changed.length === 0) {
    const version = await ownerVersion(db, ownerId);
    if (write.condition !== undefined && !write.condition.includes(version)) throw staleRecord();
    return { record: await creditOf(db, ownerId), version };
  }
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await ownerVersion(tx, ownerId);
    return writeBelowUser(tx, ownerId, write, async () => {
      for (const [currency, cents] of changed) {
        const before = today.get(currency) ?? null;
        if (cents === null) {
          await tx.delete(ownerCreditLimits).where(and(eq(ownerCreditLimits.owner_id, ownerId), eq(ownerCreditLimits.currency, currency)));
        } else {
          await tx
            .insert(ownerCreditLimits)
            .values({
              owner_id: ownerId,
              currency,
              amount: sql`${decimalOf(cents)}::numeric`,
              updated_at: write.now,
              updated_by_user_id: write.actor.userId,
            })
            .onConflictDoUpdate({
              target: [ownerCreditLimits.owner_id, ownerCreditLimits.currency],
              set: { amount: sql`${decimalOf(cents)}::numeric`, updated_at: write.now, updated_by_user_id: write.actor.userId },
            });
        }
        audit({
          action: 'credit_limit',
          recordType: 'user',
          recordId: ownerId,
          before: { currency, credit_limit: before === null ? null : before / 100 },
          after: { currency, credit_limit: cents === null ? null : cents / 100 },
        });
      }
      return creditOf(tx, ownerId);
    });
  });
}
