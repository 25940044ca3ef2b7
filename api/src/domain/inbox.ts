/** The header's messages and notifications: each user reads and marks only its own items. */
import { INBOX_LIMIT, type Inbox, type InboxItem, type InboxKind } from '@banca/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inboxItems } from '../db/schema';

/** The stored kind of the items of each inbox. */
const ITEM_KIND = { messages: 'message', notifications: 'notification' } as const satisfies Record<InboxKind, string>;

const itemColumns = {
  id: inboxItems.id,
  title: inboxItems.title,
  body: inboxItems.body,
  sender: inboxItems.sender,
  read: inboxItems.read,
  created_at: inboxItems.created_at,
};

const itemOf = (row: { created_at: Date } & Omit<InboxItem, 'created_at'>): InboxItem => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

const mine = (userId: number, kind: InboxKind) => and(eq(inboxItems.user_id, userId), eq(inboxItems.kind, ITEM_KIND[kind]));

export async function unreadCount(db: Database, userId: number, kind: InboxKind): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(inboxItems)
    .where(and(mine(userId, kind), eq(inboxItems.read, false)));
  return unread;
}

/** The user's newest items of one inbox and how many of that inbox are unread. */
export async function inboxOf(db: Database, userId: number, kind: InboxKind): Promise<Inbox> {
  const [rows, unread] = await Promise.all([
    db
      .select(itemColumns)
      .from(inboxItems)
      .where(mine(userId, kind))
      .orderBy(desc(inboxItems.created_at), desc(inboxItems.id))
      .limit(INBOX_LIMIT),
    unreadCount(db, userId, kind),
  ]);
  return { items: rows.map(itemOf), unread };
}

/** Marks one of the user's items read; undefined when the user has no such item in that inbox. */
export async function markRead(db: Database, userId: number, kind: InboxKind, id: number): Promise<InboxItem | undefined> {
  const [updated] = await db
    .update(inboxItems)
    .set({ read: true })
    .where(and(eq(inboxItems.id, id), mine(userId, kind)))
    .returning(itemColumns);
  return updated ? itemOf(updated) : undefined;
}

/** Marks every unread item of one of the user's inboxes read; returns how many changed. */
export async function markAllRead(db: Database, userId: number, kind: InboxKind): Promise<number> {
  const updated = await db
    .update(inboxItems)
    .set({ read: true })
    .where(and(mine(userId, kind), eq(inboxItems.read, false)))
    .returning({ id: inboxItems.id });
  return updated.length;
}
