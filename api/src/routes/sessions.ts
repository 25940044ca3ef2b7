/** Live sessions: a user's (the Security tab, administrators) and one's own ("Mi perfil"). */
import { type SessionRow, sessionsRoutes } from '@banca/contracts';
import { findLiveUser } from '../domain/users';
import { endSessions } from '../domain/sessions';
import { actorOf } from '../http/actor';
import { invalidField } from '../errors';
import { serve } from '../http/route';
import type { App } from '../http/types';
import type { LiveSession } from '../security/sessions';
import { browserOf } from '../security/user-agent';

function sessionRowOf(session: LiveSession, currentId: number): SessionRow {
  return {
    id: session.id,
    created_at: session.created_at.toISOString(),
    last_seen_at: session.last_seen_at.toISOString(),
    expires_at: session.expires_at.toISOString(),
    address: session.address,
    user_agent: session.user_agent,
    browser: browserOf(session.user_agent),
    current: session.id === currentId,
  };
}

export default async function sessionsRoutesPlugin(app: App): Promise<void> {
  serve(app, sessionsRoutes.userSessions, async (request) => {
    await findLiveUser(app.db, request.params.id);
    const live = await app.sessions.liveOf(request.params.id);
    return { sessions: live.map((session) => sessionRowOf(session, request.auth.sessionId)) };
  });

  serve(app, sessionsRoutes.endUserSession, async (request) => {
    const { id, sessionId } = request.params;
    return { ended: await endSessions(app, actorOf(request), id, { only: sessionId, ofLiveUser: true }) };
  });

  serve(app, sessionsRoutes.endUserSessions, async (request) => {
    const { id } = request.params;
    // An administrator ending all of their own sessions keeps the one making the call.
    const except = id === request.auth.user.id ? request.auth.sessionId : undefined;
    return { ended: await endSessions(app, actorOf(request), id, { except, ofLiveUser: true }) };
  });

  serve(app, sessionsRoutes.ownSessions, async (request) => {
    const live = await app.sessions.liveOf(request.auth.user.id);
    return { sessions: live.map((session) => sessionRowOf(session, request.auth.sessionId)) };
  });

  serve(app, sessionsRoutes.endOwnSession, async (request) => {
    const { sessionId } = request.params;
    if (sessionId === request.auth.sessionId) {
      throw invalidField('sessionId', 'Esta es tu sesión actual: ciérrala con «Cerrar sesión».');
    }
    return { ended: await endSessions(app, actorOf(request), request.auth.user.id, { only: sessionId }) };
  });

  serve(app, sessionsRoutes.endOwnOtherSessions, async (request) => {
    return { ended: await endSessions(app, actorOf(request), request.auth.user.id, { except: request.auth.sessionId }) };
  });
}
