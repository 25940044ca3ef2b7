import type { InboxKind } from '@banca/contracts';
import { call } from './client';

/** Messages and notifications share their routes' shapes. */
export const inboxApi = {
  list: (kind: InboxKind) => (kind === 'messages' ? call('GET /v1/messages/list') : call('GET /v1/notifications/list')),
  markRead: (kind: InboxKind, id: number) =>
    kind === 'messages'
      ? call('POST /v1/messages/detail/:id/read', { params: { id } })
      : call('POST /v1/notifications/detail/:id/read', { params: { id } }),
  markAllRead: (kind: InboxKind) => (kind === 'messages' ? call('POST /v1/messages/read-all') : call('POST /v1/notifications/read-all')),
};
