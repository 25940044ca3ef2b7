import { call } from './client';

/**
 * Live sessions: a user's (the Security tab, administrators) and one's own ("Mi perfil"). Ending
 * one answers how many ended; the ended session's token is refused at once.
 */
export const sessionsApi = {
  ofUser: (id: number) => call('GET /v1/users/detail/:id/sessions', { params: { id } }),
  endOfUser: (id: number, sessionId: number) => call('DELETE /v1/users/detail/:id/sessions/:sessionId', { params: { id, sessionId } }),
  endAllOfUser: (id: number) => call('DELETE /v1/users/detail/:id/sessions', { params: { id } }),
  own: () => call('GET /v1/auth/sessions'),
  /** Another of one's own sessions (the current one ends with sign-out). */
  endOwn: (sessionId: number) => call('DELETE /v1/auth/sessions/:sessionId', { params: { sessionId } }),
  endOwnOthers: () => call('DELETE /v1/auth/sessions'),
};
