/**
 * The header's messages and notifications: each user sees only its own inbox. Both kinds have
 * the same routes, built by one factory (`/messages/...` and `/notifications/...`).
 */
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inboxItems } from '../db/schema';
import { notFound } from '../http/errors';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';

type InboxKind = (typeof inboxItems.$inferSelect)['kind'];

/** The newest items a list shows. */
const INBOX_LIMIT = 50;

export const InboxItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  sender: Type.String(),
  read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export const InboxSchema = Type.Object({ items: Type.Array(InboxItemSchema), unread: Type.Integer() });
/** The answers of marking one item read and of marking them all read. */
export const InboxReadSchema = Type.Object({ item: InboxItemSchema, unread: Type.Integer() });
export const InboxReadAllSchema = Type.Object({ updated: Type.Integer(), unread: Type.Literal(0) });

const itemColumns = {
  id: inboxItems.id,
  title: inboxItems.title,
  body: inboxItems.body,
  sender: inboxItems.sender,
  read: inboxItems.read,
  created_at: inboxItems.created_at,
};

const itemOf = (row: { created_at: Date } & Omit<typeof InboxItemSchema.static, 'created_at'>) => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

async function unreadCount(db: Database, userId: number, kind: InboxKind): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.user_id, userId), eq(inboxItems.kind, kind), eq(inboxItems.read, false)));
  return unread;
}

/** The list, mark-one-read and read-all routes of one kind of inbox item. */
function inboxRoutesOf(resource: string, kind: InboxKind, text: { list: string; readOne: string; readAll: string; notFound: string }) {
  return async function kindRoutes(app: App): Promise<void> {
    const mine = (userId: number) => and(eq(inboxItems.user_id, userId), eq(inboxItems.kind, kind));

    app.get(
      `/${resource}/list`,
      {
        config: { access: 'self' },
        schema: {
          tags: ['inbox'],
          summary: `${text.list}, del más reciente al más antiguo (hasta ${INBOX_LIMIT}), y cuántos quedan sin leer`,
          response: { 200: InboxSchema, ...errorResponses },
        },
      },
      async (request) => {
        const userId = request.auth.user.id;
        const [rows, unread] = await Promise.all([
          app.db
            .select(itemColumns)
            .from(inboxItems)
            .where(mine(userId))
            .orderBy(desc(inboxItems.created_at), desc(inboxItems.id))
            .limit(INBOX_LIMIT),
          unreadCount(app.db, userId, kind),
        ]);
        return { items: rows.map(itemOf), unread };
      },
    );

    app.post(
      `/${resource}/detail/:id/read`,
      {
        config: { access: 'self' },
        schema: {
          tags: ['inbox'],
          summary: text.readOne,
          params: IdParams,
          response: { 200: InboxReadSchema, ...errorResponses },
        },
      },
      async (request) => {
        const userId = request.auth.user.id;
        const [updated] = await app.db
          .update(inboxItems)
          .set({ read: true })
          .where(and(eq(inboxItems.id, request.params.id), mine(userId)))
          .returning(itemColumns);
        if (!updated) throw notFound(text.notFound);
        return { item: itemOf(updated), unread: await unreadCount(app.db, userId, kind) };
      },
    );

    app.post(
      `/${resource}/read-all`,
      {
        config: { access: 'self' },
        schema: {
          tags: ['inbox'],
          summary: text.readAll,
          response: { 200: InboxReadAllSchema, ...errorResponses },
        },
      },
      async (request) => {
        const updated = await app.db
          .update(inboxItems)
          .set({ read: true })
          .where(and(mine(request.auth.user.id), eq(inboxItems.read, false)))
          .returning({ id: inboxItems.id });
        return { updated: updated.length, unread: 0 as const };
      },
    );
  };
}

export default async function inboxRoutes(app: App): Promise<void> {
  await app.register(
    inboxRoutesOf('messages', 'message', {
      list: 'Mis mensajes',
      readOne: 'Marca como leído uno de mis mensajes',
      readAll: 'Marca como leídos todos mis mensajes',
      notFound: 'El mensaje',
    }),
  );
  await app.register(
    inboxRoutesOf('notifications', 'notification', {
      list: 'Mis notificaciones',
      readOne: 'Marca como leída una de mis notificaciones',
      readAll: 'Marca como leídas todas mis notificaciones',
      notFound: 'La notificación',
    }),
  );
}
