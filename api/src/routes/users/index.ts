/** The users resource: list, create, profile and update; security, modules and settings beside. */
import { type ProfileForm, usersRoutes } from '@banca/contracts';
import {
  checkSignInNames,
  createUser,
  findLiveUser,
  findUser,
  profileOf,
  updateUser,
  UserListQueries,
  USERS_NAMESPACE,
  usernameInUse,
  usernameTaken,
} from '../../domain/users';
import { auditedWrite } from '../../domain/audit';
import { totalPages } from '../../domain/paging';
import { actorOf } from '../../http/actor';
import { badRequest } from '../../http/errors';
import { ifMatchOf, sendVersion } from '../../http/preconditions';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { hashPassword } from '../../security/passwords';
import { newToken } from '../../security/tokens';
import moduleRoutes from './modules';
import securityRoutes from './security';
import settingRoutes from './settings';

const TIMEZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** Trims the texts of the profile form and checks what a schema cannot (the timezone table). */
function cleanProfile(body: ProfileForm) {
  if (!TIMEZONES.has(body.timezone) && body.timezone !== 'UTC') {
    throw badRequest('timezone', 'El campo «timezone» debe ser una zona horaria válida (por ejemplo America/Caracas).');
  }
  return {
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    document_type: body.document_type,
    document_number: body.document_number.trim(),
    email: body.email.trim().toLowerCase(),
    phone: (body.phone ?? '').trim(),
    language: body.language,
    country: body.country,
    timezone: body.timezone,
  };
}

export default async function usersRoutesPlugin(app: App): Promise<void> {
  const listQueries = new UserListQueries(app.db, app.lists);
  // Every write under /users (profile, security, modules, settings) clears the cached list, on every
  // instance, before its answer leaves, so the screen that re-reads the list right after sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') await app.lists.invalidate(USERS_NAMESPACE);
  });

  serve(app, usersRoutes.listUsers, async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await listQueries.page(page, request.query.search?.trim() ?? '');
    return { users: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, usersRoutes.createUser, async (request, reply) => {
    const profile = cleanProfile(request.body);
    const username = (request.body.username ?? profile.email).trim();
    await checkSignInNames(app.db, { email: profile.email, username });
    if (await usernameTaken(app.db, username)) throw usernameInUse();
    // Without a password the account gets a random secret nobody knows.
    const passwordHash = await hashPassword(request.body.password ?? newToken());
    const id = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      createUser(tx, audit, {
        ...profile,
        username,
        role: request.body.role,
        password_hash: passwordHash,
        parent_id: request.auth.user.id,
      }),
    );
    return reply.status(201).send({ id });
  });

  serve(app, usersRoutes.userProfile, async (request, reply) => {
    const user = await findUser(app.db, request.params.id);
    sendVersion(reply, user.version);
    return profileOf(user);
  });

  serve(app, usersRoutes.updateUser, async (request, reply) => {
    const condition = ifMatchOf(request);
    await findLiveUser(app.db, request.params.id);
    const profile = cleanProfile(request.body);
    await checkSignInNames(app.db, { email: profile.email }, request.params.id);
    const user = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      updateUser(tx, audit, 'update', request.params.id, profile, condition),
    );
    sendVersion(reply, user.version);
    return profileOf(user);
  });

  await app.register(securityRoutes);
  await app.register(moduleRoutes);
  await app.register(settingRoutes);
}
