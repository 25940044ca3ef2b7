/**
 * Notifications from real events, written into the header's inbox by the write (or the server's
 * job) that sees the event, in its transaction: a booth's day still open after the day's last draw,
 * a closing whose counted cash differs from the expected, a settled draw with prizes still to pay,
 * a number past 80 % of a sales limit. Each event has a key, and each user hears of it once.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Who hears of an event: users of these roles, and these users (a booth's owner). */
export interface Recipients {
  roles?: readonly ('admin' | 'operator')[];
  users?: readonly (number | null)[];
}

export interface Notice {
  /** The event, unique per user (`day-difference:12:3`): a second notice of it is dropped. */
  eventKey: string;
  title: string;
  body: string;
}

/** The live, active users among the recipients, as SQL. */
function recipientIds(recipients: Recipients): SQL {
  const roles = recipients.roles ?? [];
  const ids = (recipients.users ?? []).filter((id): id is number => id !== null);
  return sql`select u.id from users u
    where u.deletedat is null and u.isactive
      and (u.role = any(${`{${roles.join(',')}}`}::text[]) or u.id = any(${`{${ids.join(',')}}`}::int[]))`;
}

/** Writes each notice to each recipient's notifications, once per event and user. */
export async function notify(db: Database, recipients: Recipients, notices: readonly Notice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const values = notices.map((notice) => sql`(${notice.eventKey}::text, ${notice.title}::text, ${notice.body}::text)`);
  await db.execute(sql`
    insert into inbox_items (user_id, kind, title, body, sender, created_at, event_key)
    select r.id, 'notification', n.title, n.body, 'Sistema', ${now.toISOString()}::timestamptz, n.event_key
    from (${recipientIds(recipients)}) r
    cross join (values ${sql.join(values, sql`, `)}) n (event_key, title, body)
    order by r.id, n.event_key
    on conflict (user_id, event_key) where event_key is not null do nothing`);
}

/** Amounts as the interface writes them, with the one formatter of every app: 1234.5 → '$1.234,50'. */
export { moneyText } from '@banca/contracts/money';

/** A 'YYYY-MM-DD' day as people read it: '20/11/2026'. */
export const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
