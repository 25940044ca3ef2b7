/**
 * The header's messages and notifications: each user sees only its own inbox. Both kinds have the
 * same routes (`/v1/messages/...` and `/v1/notifications/...`), declared by one function.
 */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, IdParams, Moment } from './common';
import type { InboxKind } from './enums';
import { defineRoute } from './route';

/** The newest items a list shows. */
export const INBOX_LIMIT = 50;

export const InboxItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  sender: Type.String(),
  read: Type.Boolean(),
  created_at: Moment,
});
export type InboxItem = Static<typeof InboxItemSchema>;

export const InboxSchema = Type.Object({ items: Type.Array(InboxItemSchema), unread: Type.Integer() });
export type Inbox = Static<typeof InboxSchema>;

/** The answers of marking one item read and of marking them all read. */
export const InboxReadAnswerSchema = Type.Object({ item: InboxItemSchema, unread: Type.Integer() });
export type InboxReadAnswer = Static<typeof InboxReadAnswerSchema>;
export const InboxReadAllAnswerSchema = Type.Object({ updated: Type.Integer(), unread: Type.Literal(0) });
export type InboxReadAllAnswer = Static<typeof InboxReadAllAnswerSchema>;

/** The list, mark-one-read and read-all routes of one kind of inbox item. */
function inboxRoutesOf<Kind extends InboxKind>(kind: Kind, text: { list: string; readOne: string; readAll: string }) {
  const tags = ['inbox'];
  return {
    list: defineRoute({
      method: 'GET',
      url: `/v1/${kind}/list`,
      access: 'self',
      schema: {
        tags,
        summary: `${text.list}, del más reciente al más antiguo (hasta ${INBOX_LIMIT}), y cuántos quedan sin leer`,
        response: { 200: InboxSchema, ...errorResponses },
      },
    }),
    markRead: defineRoute({
      method: 'POST',
      url: `/v1/${kind}/detail/:id/read`,
      access: 'self',
      schema: { tags, summary: text.readOne, params: IdParams, response: { 200: InboxReadAnswerSchema, ...errorResponses } },
    }),
    markAllRead: defineRoute({
      method: 'POST',
      url: `/v1/${kind}/read-all`,
      access: 'self',
      schema: { tags, summary: text.readAll, response: { 200: InboxReadAllAnswerSchema, ...errorResponses } },
    }),
  };
}

export const inboxRoutes = {
  messages: inboxRoutesOf('messages', {
    list: 'Mis mensajes',
    readOne: 'Marca como leído uno de mis mensajes',
    readAll: 'Marca como leídos todos mis mensajes',
  }),
  notifications: inboxRoutesOf('notifications', {
    list: 'Mis notificaciones',
    readOne: 'Marca como leída una de mis notificaciones',
    readAll: 'Marca como leídas todas mis notificaciones',
  }),
};
