/** Sign-in, sign-out, the signed-in profile and the role's menu. */
import { Type } from '@sinclair/typebox';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { profileOf, findUser, MAX_LOGIN_ATTEMPTS, USERS_NAMESPACE } from '../domain/users';
import { HttpError } from '../http/errors';
import { errorResponses, Ok } from '../http/schemas';
import type { App } from '../http/types';
import { CSRF_COOKIE } from '../plugins/auth';
import { menuFor } from '../security/access';
import { decoyVerify, verifyPassword } from '../security/passwords';
import { newToken } from '../security/tokens';
import { ProfileSchema } from './users/schemas';

const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';
const LOCKED = 'Tu cuenta está bloqueada por demasiados intentos fallidos. Pide a un administrador que la desbloquee.';
const INACTIVE = 'Tu cuenta está desactivada. Contacta a un administrador.';

const unauthorized = (message: string) => new HttpError(401, message);

export const LoginAnswerSchema = Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) });

export const MenuItemSchema = Type.Recursive((self) =>
  Type.Object({
    label: Type.String(),
    route: Type.String(),
    icon: Type.String(),
    children: Type.Optional(Type.Array(self)),
  }),
);
export const MenuSectionSchema = Type.Object({ heading: Type.String(), items: Type.Array(MenuItemSchema) });

export default async function authRoutes(app: App): Promise<void> {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión con usuario (o correo) y contraseña',
        security: [],
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 256 }),
        }),
        response: {
          200: LoginAnswerSchema,
          400: Type.Ref('ErrorBody'),
          401: Type.Ref('ErrorBody'),
          403: Type.Ref('ErrorBody'),
        },
      },
    },
    async (request, reply) => {
      const login = request.body.username.trim().toLowerCase();
      const candidates = await app.db
        .select()
        .from(users)
        .where(and(isNull(users.deletedat), or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login))))
        .limit(2);
      // A username match wins over an e-mail shared by several accounts.
      const user = candidates.find((u) => u.username.toLowerCase() === login) ?? (candidates.length === 1 ? candidates[0] : undefined);
      if (!user) {
        await decoyVerify(request.body.password);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      if (user.loginattempts >= MAX_LOGIN_ATTEMPTS) throw unauthorized(LOCKED);

      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        const [counted] = await app.db
          .update(users)
          .set({ loginattempts: sql`${users.loginattempts} + 1` })
          .where(eq(users.id, user.id))
          .returning({ attempts: users.loginattempts });
        app.lists.invalidate(USERS_NAMESPACE); // the list shows the account as locked after the last one
        const left = MAX_LOGIN_ATTEMPTS - counted.attempts;
        throw unauthorized(left <= 0 ? LOCKED : `${WRONG_CREDENTIALS} Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`);
      }
      if (!user.isactive) throw unauthorized(INACTIVE);

      await app.db.update(users).set({ loginattempts: 0, lastlogin: new Date() }).where(eq(users.id, user.id));
      const { token, expiresAt } = await app.sessions.create(user.id, request.headers['user-agent']);
      // The anti-forgery secret the browser echoes in X-XSRF-TOKEN on every non-GET call.
      reply.setCookie(CSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'strict',
        secure: app.secureCookies,
        httpOnly: false,
      });
      return { token, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'self' },
      schema: { tags: ['auth'], summary: 'Cierra la sesión actual (revoca el token)', response: { 200: Ok, ...errorResponses } },
    },
    async (request) => {
      await app.sessions.revoke(request.auth.sessionId);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/profile',
    {
      config: { access: 'self' },
      schema: {
        tags: ['auth'],
        summary: 'Perfil del usuario que inició sesión, con su rol',
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    async (request) => profileOf(await findUser(app.db, request.auth.user.id)),
  );

  app.get(
    '/auth/menu',
    {
      config: { access: 'self' },
      schema: {
        tags: ['auth'],
        summary: 'Menú lateral del rol: secciones con encabezado e ítems',
        response: {
          200: Type.Array(MenuSectionSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => menuFor(request.auth.user.role),
  );
}
