/** The users resource: list, create, profile, security, game modules and settings of a user. */
import { Type, type Static } from '@sinclair/typebox';
import {
  ConflictBody,
  conflictResponse,
  CreatedSchema,
  Email,
  errorResponses,
  Id,
  IdParams,
  IfMatchHeaders,
  Moment,
  Nullable,
  OkSchema,
  PageQuery,
  Paginated,
  Percentage,
  RequiredText,
  staleResponse,
  StringEnum,
  WithETag,
} from './common';
import { COUNTRIES, DOCUMENT_TYPES, GAME_KINDS, LANGUAGES, ROLES, USER_LEVELS } from './enums';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH, PHONE_PATTERN, SALES_LIMIT, USERNAME_PATTERN } from './limits';
import { defineRoute } from './route';

/** The profile form of the user dialog. */
export const ProfileFormSchema = Type.Object({
  first_name: RequiredText(MAX_LENGTH.firstName),
  last_name: RequiredText(MAX_LENGTH.lastName),
  document_type: StringEnum(DOCUMENT_TYPES),
  document_number: RequiredText(MAX_LENGTH.documentNumber),
  email: Email,
  phone: Type.Optional(Type.String({ maxLength: MAX_LENGTH.phone, pattern: PHONE_PATTERN })),
  language: StringEnum(LANGUAGES),
  country: StringEnum(COUNTRIES),
  timezone: RequiredText(MAX_LENGTH.timezone),
});
export type ProfileForm = Static<typeof ProfileFormSchema>;

export const PasswordSchema = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_LENGTH.password });

/** The profile form plus the role and, optionally, the username (default: the e-mail) and password. */
export const CreateUserFormSchema = Type.Composite([
  ProfileFormSchema,
  Type.Object({
    role: StringEnum(ROLES),
    username: Type.Optional(Type.String({ minLength: MIN_USERNAME_LENGTH, maxLength: MAX_LENGTH.username, pattern: USERNAME_PATTERN })),
    password: Type.Optional(PasswordSchema),
  }),
]);
export type CreateUserForm = Static<typeof CreateUserFormSchema>;

export const ProfileSchema = Type.Object({
  id: Type.Integer(),
  auth_user_id: Type.Integer(),
  username: Type.String(),
  role: StringEnum(ROLES),
  first_name: Type.String(),
  last_name: Type.String(),
  document_type: StringEnum(DOCUMENT_TYPES),
  document_number: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  language: StringEnum(LANGUAGES),
  country: StringEnum(COUNTRIES),
  timezone: Type.String(),
  avatar: Nullable(Type.String()),
  registration_date: Moment,
});
export type Profile = Static<typeof ProfileSchema>;

export const UserSecuritySchema = Type.Object({
  username: Type.String(),
  email: Type.String(),
  loginattempts: Type.Integer(),
  locked: Type.Boolean(),
  isactive: Type.Boolean(),
  isverified: Type.Boolean(),
  lastlogin: Nullable(Moment),
  createdat: Moment,
  deletedat: Nullable(Moment),
});
export type UserSecurity = Static<typeof UserSecuritySchema>;

export const UserRowSchema = Type.Object({
  id: Type.Integer(),
  auth_user_id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  document_type: StringEnum(DOCUMENT_TYPES),
  document_number: Type.String(),
  email: Type.String(),
  avatar: Nullable(Type.String()),
  role: StringEnum(ROLES),
  user_level: StringEnum(USER_LEVELS),
  account_balance: Type.Number(),
  country: StringEnum(COUNTRIES),
  isactive: Type.Boolean(),
  locked: Type.Boolean(),
});
export type UserRow = Static<typeof UserRowSchema>;

export const UserListSchema = Paginated('users', UserRowSchema);
export type UserList = Static<typeof UserListSchema>;

export const UserModuleSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** Game types of the module enabled for the user. */
  configurations: Type.Integer(),
  game_types: Type.Integer(),
  assigned: Type.Boolean(),
});
export type UserModule = Static<typeof UserModuleSchema>;

/** The module with `assigned` changed (the list's row, as the original form sends it). */
export const ModuleAssignmentSchema = Type.Object({
  id: Id,
  assigned: Type.Boolean(),
  name: Type.Optional(Type.String({ maxLength: MAX_LENGTH.text })),
  configurations: Type.Optional(Type.Integer()),
});
export type ModuleAssignment = Static<typeof ModuleAssignmentSchema>;

/** A payout multiplier of a prize plan: more than 0, two decimals at most (checked by the API). */
const PlanPayout = Type.Number({ exclusiveMinimum: 0, maximum: 100000 });

export const GameConfigSchema = Type.Object({
  game_type_id: Type.Integer(),
  name: Type.String(),
  kind: StringEnum(GAME_KINDS),
  enabled: Type.Boolean(),
  /** The most its booths sell of each number of a draw in each currency, in whole units (0: no limit). */
  sales_limit: Type.Object({ VES: Type.Integer(), USD: Type.Integer() }),
  /** The user's prize plan for the game type: its payout (null: `default_payout`). */
  payout: Nullable(Type.Number()),
  /** Its commission percentage (null: `default_commission_percentage`). */
  commission_percentage: Nullable(Type.Number()),
  /** The game type's payout. */
  default_payout: Type.Number(),
  /** The user's «Porcentaje de venta» (Configuración). */
  default_commission_percentage: Type.Number(),
});
export type GameConfig = Static<typeof GameConfigSchema>;

/** A game's sales limit in each currency: a whole amount, 0 for none. */
const SalesLimit = Type.Integer({ minimum: SALES_LIMIT.min, maximum: SALES_LIMIT.max });
const SalesLimitsSchema = Type.Object({ VES: SalesLimit, USD: SalesLimit }, { additionalProperties: false });

/** What a game type's configuration changes; what is left out stays (null: back to the default). */
export const GameConfigFormSchema = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  /** Each currency sent is set; one left out stays. */
  sales_limit: Type.Optional(Type.Partial(SalesLimitsSchema, { additionalProperties: false })),
  payout: Type.Optional(Nullable(PlanPayout)),
  commission_percentage: Type.Optional(Nullable(Percentage)),
});
export type GameConfigForm = Static<typeof GameConfigFormSchema>;

/**
 * One game type of an owner's prize plan (ARCHITECTURE §9): the payout its booths sell with and its
 * commission percentage; null means the default (the game type's payout; the owner's «Porcentaje de venta»).
 */
export const PrizePlanEntrySchema = Type.Object({
  game_type_id: Id,
  payout: Nullable(PlanPayout),
  commission_percentage: Nullable(Percentage),
});
export type PrizePlanEntry = Static<typeof PrizePlanEntrySchema>;
export const PrizePlanSchema = Type.Array(PrizePlanEntrySchema, { maxItems: 500 });
export type PrizePlan = Static<typeof PrizePlanSchema>;

/** A module's game types with the user's configuration (the Modules tab's "N of M enabled"). */
export const ModuleGamesSchema = Type.Object({
  module: Type.Object({ id: Type.Integer(), name: Type.String(), assigned: Type.Boolean() }),
  games: Type.Array(GameConfigSchema),
  enabled: Type.Integer(),
  total: Type.Integer(),
});
export type ModuleGames = Static<typeof ModuleGamesSchema>;

export const UserSettingSchema = Type.Object({
  setting_key: Type.String(),
  setting_label: Type.String(),
  setting_value: Type.Number(),
});
export type UserSetting = Static<typeof UserSettingSchema>;

/** One setting's new value (`setting.key`, when sent, repeats `setting_key`). */
export const UserSettingFormSchema = Type.Object({
  setting_key: Type.String({ minLength: 1, maxLength: MAX_LENGTH.settingKey }),
  setting: Type.Object({
    label: Type.Optional(Type.String({ maxLength: MAX_LENGTH.text })),
    key: Type.Optional(Type.String({ maxLength: MAX_LENGTH.settingKey })),
    value: Percentage,
  }),
});
export type UserSettingForm = Static<typeof UserSettingFormSchema>;

export const PasswordFormSchema = Type.Object({ password: PasswordSchema });
export const UserStatusFormSchema = Type.Object({ isactive: Type.Boolean() });
/** A user's new role (an administrator's change: it decides the user's access and data scope). */
export const UserRoleFormSchema = Type.Object({ role: StringEnum(ROLES) });
export type UserRoleForm = Static<typeof UserRoleFormSchema>;
/** Why a role change is refused: the user owns booths, and only a client may (409 USER_OWNS_BOOTHS); or the user was deleted (409 without a code). */
export const RoleConflictSchema = Type.Union([ConflictBody(['USER_OWNS_BOOTHS'] as const), Type.Ref('ErrorBody')]);

const ModuleParams = Type.Object({ id: Id, moduleId: Id });
const GameParams = Type.Object({ id: Id, moduleId: Id, gameTypeId: Id });
const tags = ['users'];

export const usersRoutes = {
  listUsers: defineRoute({
    method: 'GET',
    url: '/v1/users/list',
    access: 'users:read',
    schema: {
      tags,
      summary: 'Usuarios, 10 por página, buscando en nombre, correo, documento y usuario',
      querystring: Type.Object(PageQuery),
      response: { 200: UserListSchema, ...errorResponses },
    },
  }),
  createUser: defineRoute({
    method: 'POST',
    url: '/v1/users/create',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Crea un usuario: formulario de perfil, rol y, opcionalmente, usuario y contraseña',
      description:
        'Sin `username` se usa el correo. Sin `password` la cuenta no puede entrar hasta que se le asigne una. ' +
        'Se entra con el usuario o con el correo, así que el correo no puede ser el correo ni el usuario de otro usuario ' +
        'no eliminado, ni el usuario el correo de otro (400 con `fields.email` o `fields.username`); un usuario en uso es 409.',
      body: CreateUserFormSchema,
      response: { 201: CreatedSchema, ...conflictResponse, ...errorResponses },
    },
  }),
  userProfile: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/profile',
    access: 'users:read',
    schema: { tags, summary: 'Perfil de un usuario', params: IdParams, response: { 200: WithETag(ProfileSchema), ...errorResponses } },
  }),
  updateUser: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Actualiza el perfil de un usuario',
      description: 'El correo no puede ser el correo ni el usuario de otro usuario no eliminado (400 con `fields.email`).',
      params: IdParams,
      headers: IfMatchHeaders,
      body: ProfileFormSchema,
      response: { 200: WithETag(ProfileSchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  userSecurity: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/security',
    access: 'users:read',
    schema: {
      tags,
      summary: 'Estado de acceso de un usuario',
      params: IdParams,
      response: { 200: WithETag(UserSecuritySchema), ...errorResponses },
    },
  }),
  changePassword: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id/password',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Cambia la contraseña y revoca todos los accesos del usuario',
      params: IdParams,
      headers: IfMatchHeaders,
      body: PasswordFormSchema,
      response: { 200: WithETag(OkSchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  unlockUser: defineRoute({
    method: 'POST',
    url: '/v1/users/detail/:id/unlock',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Desbloquea un usuario: pone a cero los intentos fallidos (un bloqueo también termina solo al pasar su periodo)',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(UserSecuritySchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  setUserStatus: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id/status',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Activa o desactiva un usuario (desactivar revoca sus accesos)',
      params: IdParams,
      headers: IfMatchHeaders,
      body: UserStatusFormSchema,
      response: { 200: WithETag(UserSecuritySchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  changeUserRole: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id/role',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Cambia el rol de un usuario (su acceso y lo que ve) y cierra todas sus sesiones',
      description:
        'Solo un administrador, nunca el propio. El mismo rol, o el propio usuario, es 400 con `fields.role`. Un usuario propietario de ' +
        'taquillas solo puede ser Cliente: otro rol es 409 USER_OWNS_BOOTHS, con el motivo. Responde el perfil con su nueva versión.',
      params: IdParams,
      headers: IfMatchHeaders,
      body: UserRoleFormSchema,
      response: { 200: WithETag(ProfileSchema), 409: RoleConflictSchema, ...staleResponse, ...errorResponses },
    },
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    url: '/v1/users/detail/:id',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Elimina un usuario (queda registrado con su fecha de eliminación y ya no puede entrar)',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(UserSecuritySchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  userModules: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/modules',
    access: 'users:read',
    schema: {
      tags,
      summary: 'Módulos de juego con su estado para el usuario',
      params: IdParams,
      response: { 200: WithETag(Type.Array(UserModuleSchema)), ...errorResponses },
    },
  }),
  assignModule: defineRoute({
    method: 'POST',
    url: '/v1/users/detail/:id/modules',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Asigna o retira un módulo (el módulo con `assigned` cambiado); responde la lista actualizada',
      params: IdParams,
      headers: IfMatchHeaders,
      body: ModuleAssignmentSchema,
      response: { 200: WithETag(Type.Array(UserModuleSchema)), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  moduleGames: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/modules/:moduleId/games',
    access: 'users:read',
    schema: {
      tags,
      summary: 'Tipos de juego de un módulo con la configuración del usuario (habilitados N de M)',
      params: ModuleParams,
      response: { 200: WithETag(ModuleGamesSchema), ...errorResponses },
    },
  }),
  configureGame: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id/modules/:moduleId/games/:gameTypeId',
    access: 'users:write',
    schema: {
      tags,
      summary:
        'Habilita un tipo de juego y guarda su límite de venta (entero ≥ 0) y su plan: pago (> 0) y comisión (0–100 %), null para el valor por defecto',
      params: GameParams,
      headers: IfMatchHeaders,
      body: GameConfigFormSchema,
      response: { 200: WithETag(GameConfigSchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  prizePlan: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/prize-plan',
    // An administrator's (an operator reads it), and the owner's own: a client reads only its plan.
    access: 'statements:read',
    schema: {
      tags,
      summary:
        'Plan de premios del propietario: pago y comisión por tipo de juego (solo los que tiene propios; null: el valor por defecto)',
      params: IdParams,
      response: { 200: WithETag(PrizePlanSchema), ...errorResponses },
    },
  }),
  savePrizePlan: defineRoute({
    method: 'PUT',
    url: '/v1/users/detail/:id/prize-plan',
    access: 'users:write',
    schema: {
      tags,
      summary:
        'Reemplaza el plan de premios: cada tipo de juego con su pago (> 0) y comisión (0–100 %), null para el valor por defecto; los no enviados vuelven al valor por defecto',
      params: IdParams,
      headers: IfMatchHeaders,
      body: PrizePlanSchema,
      response: { 200: WithETag(PrizePlanSchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  userSettings: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/settings',
    access: 'users:read',
    schema: {
      tags,
      summary: 'Configuración (porcentajes) de un usuario',
      params: IdParams,
      response: { 200: WithETag(Type.Array(UserSettingSchema)), ...errorResponses },
    },
  }),
  saveUserSetting: defineRoute({
    method: 'POST',
    url: '/v1/users/detail/:id/settings',
    access: 'users:write',
    schema: {
      tags,
      summary: 'Guarda un valor de configuración (porcentaje 0–100); responde la lista',
      params: IdParams,
      headers: IfMatchHeaders,
      body: UserSettingFormSchema,
      response: { 200: WithETag(Type.Array(UserSettingSchema)), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
};
