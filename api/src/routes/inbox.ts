/**
 * The header's messages and notifications: each user sees only its own inbox. Both kinds have
 * the same routes (`/messages/...` and `/notifications/...`), bound by one function.
 */
import { type InboxKind, inboxRoutes } from '@banca/contracts';
import { inboxOf, markAllRead, markRead, unreadCount } from '../domain/inbox';
import { notFound } from '../errors';
import { serve } from '../http/route';
import type { App } from '../http/types';

/** What a missing item is called in the 404 message. */
const ITEM_NAME: Record<InboxKind, string> = { messages: 'El mensaje', notifications: 'La notificación' };

function inboxRoutesOf(kind: InboxKind) {
  const routes = inboxRoutes[kind];
  return async function kindRoutes(app: App): Promise<void> {
    serve(app, routes.list, async (request) => inboxOf(app.db, request.auth.user.id, kind));

    serve(app, routes.markRead, async (request) => {
      const userId = request.auth.user.id;
      const item = await markRead(app.db, userId, kind, request.params.id);
      if (!item) throw notFound(ITEM_NAME[kind]);
      return { item, unread: await unreadCount(app.db, userId, kind) };
    });

    serve(app, routes.markAllRead, async (request) => ({
      updated: await markAllRead(app.db, request.auth.user.id, kind),
      unread: 0 as const,
    }));
  };
}

export default async function inboxRoutesPlugin(app: App): Promise<void> {
  await app.register(inboxRoutesOf('messages'));
  await app.register(inboxRoutesOf('notifications'));
}
