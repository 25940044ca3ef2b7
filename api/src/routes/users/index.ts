/** The users resource: list, create, profile and update; security, modules and settings beside. */
import { Type } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { findLiveUser, findUser, profileOf, UserListQueries, USERS_NAMESPACE } from '../../domain/users';
import { badRequest, conflict } from '../../http/errors';
import { errorResponses, IdParams, PageQuery, totalPages } from '../../http/schemas';
import type { App } from '../../http/types';
import { hashPassword } from '../../security/passwords';
import { newToken } from '../../security/tokens';
import moduleRoutes from './modules';
import securityRoutes from './security';
import settingRoutes from './settings';
import { CreateUserBody, ProfileForm, ProfileSchema, UserListSchema, type ProfileFormBody } from './schemas';

const TIMEZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** Trims the texts of the profile form and checks what a schema cannot (the timezone table). */
function cleanProfile(body: ProfileFormBody) {
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

async function assertUsernameFree(app: App, username: string): Promise<void> {
  const [taken] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (taken) throw conflict('username', 'El nombre de usuario ya está en uso.');
}

export default async function usersRoutes(app: App): Promise<void> {
  const listQueries = new UserListQueries(app.db, app.lists);
  // Every write under /users (profile, security, modules, settings) clears the cached list before
  // its answer leaves, so the screen that re-reads the list right after sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') app.lists.invalidate(USERS_NAMESPACE);
  });
  app.get(
    '/users/list',
    {
      config: { access: 'users:read' },
      schema: {
        tags: ['users'],
        summary: 'Usuarios, 10 por página, buscando en nombre, correo, documento y usuario',
        querystring: Type.Object(PageQuery),
        response: { 200: UserListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await listQueries.page(page, request.query.search?.trim() ?? '');
      return { users: rows, page, total, totalPages: totalPages(total) };
    },
  );

  app.post(
    '/users/create',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Crea un usuario: formulario de perfil, rol y, opcionalmente, usuario y contraseña',
        description: 'Sin `username` se usa el correo. Sin `password` la cuenta no puede entrar hasta que se le asigne una.',
        body: CreateUserBody,
        response: { 201: Type.Object({ id: Type.Integer() }), 409: Type.Ref('ErrorBody'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const profile = cleanProfile(request.body);
      const username = (request.body.username ?? profile.email).trim();
      await assertUsernameFree(app, username);
      // Without a password the account gets a random secret nobody knows.
      const passwordHash = await hashPassword(request.body.password ?? newToken());
      const [created] = await app.db
        .insert(users)
        .values({ ...profile, username, role: request.body.role, password_hash: passwordHash, parent_id: request.auth.user.id })
        .returning({ id: users.id });
      return reply.status(201).send({ id: created.id });
    },
  );

  app.get(
    '/users/detail/:id/profile',
    {
      config: { access: 'users:read' },
      schema: { tags: ['users'], summary: 'Perfil de un usuario', params: IdParams, response: { 200: ProfileSchema, ...errorResponses } },
    },
    async (request) => profileOf(await findUser(app.db, request.params.id)),
  );

  app.put(
    '/users/detail/:id',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Actualiza el perfil de un usuario',
        params: IdParams,
        body: ProfileForm,
        response: { 200: ProfileSchema, 409: Type.Ref('ErrorBody'), ...errorResponses },
      },
    },
    async (request) => {
      await findLiveUser(app.db, request.params.id);
      const [updated] = await app.db
        .update(users)
        .set({ ...cleanProfile(request.body), updatedat: new Date() })
        .where(eq(users.id, request.params.id))
        .returning();
      return profileOf(updated);
    },
  );

  await app.register(securityRoutes);
  await app.register(moduleRoutes);
  await app.register(settingRoutes);
}
