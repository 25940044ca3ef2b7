/** Sign-in, sign-out, the signed-in profile, one's own password and the role's menu. */
import { Type, type Static } from '@sinclair/typebox';
import { conflictResponse, errorResponses, IfMatchHeaders, Moment, OkSchema, staleResponse, WithETag } from './common';
import { MAX_LENGTH } from './limits';
import { defineRoute } from './route';
import { PasswordSchema, ProfileSchema } from './users';

export const LoginFormSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: MAX_LENGTH.username }),
  password: Type.String({ minLength: 1, maxLength: MAX_LENGTH.loginPassword }),
});
export type LoginForm = Static<typeof LoginFormSchema>;

export const LoginAnswerSchema = Type.Object({ token: Type.String(), expires_at: Moment });
export type LoginAnswer = Static<typeof LoginAnswerSchema>;

/** One's own password change: the current password (as sign-in takes it) and the new one (as an administrator sets it). */
export const OwnPasswordFormSchema = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: MAX_LENGTH.loginPassword }),
  new_password: PasswordSchema,
});
export type OwnPasswordForm = Static<typeof OwnPasswordFormSchema>;

/** A menu entry names a page by its id (`@banca/contracts/pages`); the host resolves its path and title. */
export const MenuItemSchema = Type.Recursive((self) =>
  Type.Object({
    page: Type.String({ description: 'The id of the page it opens (e.g. `users.list`).' }),
    icon: Type.String(),
    query: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'A preset view of the page.' })),
    label: Type.Optional(Type.String({ description: "A preset view's own label (a page's title comes from its manifest)." })),
    children: Type.Optional(Type.Array(self)),
  }),
);
export type MenuItem = Static<typeof MenuItemSchema>;

export const MenuSectionSchema = Type.Object({ heading: Type.String(), items: Type.Array(MenuItemSchema) });
export type MenuSection = Static<typeof MenuSectionSchema>;

const errorRef = Type.Ref('ErrorBody');
const tags = ['auth'];

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    url: '/v1/auth/login',
    access: 'public',
    schema: {
      tags,
      summary: 'Inicia sesión con usuario (o correo) y contraseña',
      description:
        'Una contraseña incorrecta responde 401 con los intentos que quedan, igual para una cuenta que existe y para una que no. ' +
        'Cinco fallos seguidos (cada uno a menos del periodo de bloqueo, 15 minutos por defecto, del anterior) bloquean la cuenta ' +
        'durante ese periodo o hasta que un administrador la desbloquee: el quinto responde 401 y los siguientes 429 con `Retry-After`, ' +
        'sin comprobar la contraseña. Una misma dirección de cliente puede fallar 30 veces cada 10 minutos; después, 429 con `Retry-After` ' +
        '(los inicios correctos no gastan ese margen). La sesión queda ligada a la contraseña con la que se creó: si cambia mientras ' +
        'el inicio está en curso, responde 401 como un fallo. Cada usuario tiene a lo sumo 10 sesiones vivas; una nueva revoca la más antigua.',
      security: [],
      body: LoginFormSchema,
      response: { 200: LoginAnswerSchema, 400: errorRef, 401: errorRef, 403: errorRef, 429: errorRef },
    },
  }),
  logout: defineRoute({
    method: 'POST',
    url: '/v1/auth/logout',
    access: 'self',
    schema: { tags, summary: 'Cierra la sesión actual (revoca el token)', response: { 200: OkSchema, ...errorResponses } },
  }),
  profile: defineRoute({
    method: 'GET',
    url: '/v1/auth/profile',
    access: 'self',
    schema: { tags, summary: 'Perfil del usuario que inició sesión, con su rol', response: { 200: ProfileSchema, ...errorResponses } },
  }),
  changeOwnPassword: defineRoute({
    method: 'PUT',
    url: '/v1/auth/password',
    access: 'self',
    schema: {
      tags,
      summary: 'Cambia la contraseña del usuario que inició sesión y cierra sus otras sesiones',
      description:
        'Pide la contraseña actual. Una contraseña actual incorrecta responde 400 nombrando `current_password` y cuenta como un ' +
        'inicio de sesión fallido: cinco fallos seguidos bloquean la cuenta como en el inicio de sesión (los siguientes, 429 con ' +
        '`Retry-After`, sin comprobar la contraseña). La nueva contraseña sigue las reglas de la que fija un administrador y debe ser ' +
        'distinta de la actual (400 nombrando `new_password`). La sesión actual sigue abierta; las demás sesiones del usuario se revocan. ' +
        'Si la contraseña cambió mientras tanto (otra sesión, un administrador), responde 409 y no cambia nada. Es una edición del ' +
        'usuario: mueve su versión (el ETag de su detalle), y con `If-Match` se hace solo si el usuario no cambió desde esa lectura.',
      headers: IfMatchHeaders,
      body: OwnPasswordFormSchema,
      response: { 200: WithETag(OkSchema), ...conflictResponse, ...staleResponse, 429: errorRef, ...errorResponses },
    },
  }),
  menu: defineRoute({
    method: 'GET',
    url: '/v1/auth/menu',
    access: 'self',
    schema: {
      tags,
      summary: 'Menú lateral del rol: secciones con encabezado e ítems',
      response: { 200: Type.Array(MenuSectionSchema), ...errorResponses },
    },
  }),
};
