/** Live sessions: a user's (the Security tab, administrators) and one's own ("Mi perfil"). */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Id, IdParams, Moment, Nullable } from './common';
import { defineRoute } from './route';

export const SessionRowSchema = Type.Object({
  id: Type.Integer(),
  created_at: Moment,
  last_seen_at: Moment,
  expires_at: Moment,
  /** The client address at sign-in (behind a trusted proxy, from X-Forwarded-For). */
  address: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  /** A readable summary of the user agent, e.g. «Chrome 120 en Windows». */
  browser: Type.String(),
  /** Whether it is the session making this call. */
  current: Type.Boolean(),
});
export type SessionRow = Static<typeof SessionRowSchema>;

export const SessionListSchema = Type.Object({ sessions: Type.Array(SessionRowSchema) });
export type SessionList = Static<typeof SessionListSchema>;

export const EndedSessionsSchema = Type.Object({ ended: Type.Integer({ description: 'Cuántas sesiones se cerraron' }) });
export type EndedSessions = Static<typeof EndedSessionsSchema>;

const UserSessionParams = Type.Object({ id: Id, sessionId: Id });
const OwnSessionParams = Type.Object({ sessionId: Id });

export const sessionsRoutes = {
  userSessions: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/sessions',
    access: 'users:write',
    schema: {
      tags: ['users'],
      summary: 'Sesiones vivas de un usuario: inicio, última actividad, dirección y navegador',
      params: IdParams,
      response: { 200: SessionListSchema, ...errorResponses },
    },
  }),
  endUserSession: defineRoute({
    method: 'DELETE',
    url: '/v1/users/detail/:id/sessions/:sessionId',
    access: 'users:write',
    schema: {
      tags: ['users'],
      summary: 'Cierra una sesión viva de un usuario (su token deja de valer al instante)',
      params: UserSessionParams,
      response: { 200: EndedSessionsSchema, ...errorResponses },
    },
  }),
  endUserSessions: defineRoute({
    method: 'DELETE',
    url: '/v1/users/detail/:id/sessions',
    access: 'users:write',
    schema: {
      tags: ['users'],
      summary: 'Cierra todas las sesiones vivas de un usuario',
      params: IdParams,
      response: { 200: EndedSessionsSchema, ...errorResponses },
    },
  }),
  ownSessions: defineRoute({
    method: 'GET',
    url: '/v1/auth/sessions',
    access: 'self',
    schema: {
      tags: ['auth'],
      summary: 'Mis sesiones vivas (la actual marcada con `current`)',
      response: { 200: SessionListSchema, ...errorResponses },
    },
  }),
  endOwnSession: defineRoute({
    method: 'DELETE',
    url: '/v1/auth/sessions/:sessionId',
    access: 'self',
    schema: {
      tags: ['auth'],
      summary: 'Cierra otra sesión mía (la actual se cierra con logout: 400)',
      params: OwnSessionParams,
      response: { 200: EndedSessionsSchema, ...errorResponses },
    },
  }),
  endOwnOtherSessions: defineRoute({
    method: 'DELETE',
    url: '/v1/auth/sessions',
    access: 'self',
    schema: {
      tags: ['auth'],
      summary: 'Cierra todas mis sesiones menos la actual',
      response: { 200: EndedSessionsSchema, ...errorResponses },
    },
  }),
};
