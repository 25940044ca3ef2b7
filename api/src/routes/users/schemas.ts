/** Request and answer schemas of the users resource. */
import { Type, type Static } from '@sinclair/typebox';
import { COUNTRIES, DOCUMENT_TYPES, GAME_KINDS, LANGUAGES, ROLES } from '../../db/schema';
import { USER_LEVELS } from '../../domain/users';
import { Email, RequiredText, Text, Nullable, Paginated, StringEnum } from '../../http/schemas';
import { MIN_PASSWORD_LENGTH } from '../../security/passwords';

/** The profile form of the user dialog. */
export const ProfileForm = Type.Object({
  first_name: RequiredText(80),
  last_name: RequiredText(80),
  document_type: StringEnum(DOCUMENT_TYPES),
  document_number: RequiredText(30),
  email: Email,
  phone: Type.Optional(Text(30)),
  language: StringEnum(LANGUAGES),
  country: StringEnum(COUNTRIES),
  timezone: RequiredText(64),
});
export type ProfileFormBody = Static<typeof ProfileForm>;

export const Password = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 128 });

export const CreateUserBody = Type.Composite([
  ProfileForm,
  Type.Object({
    role: StringEnum(ROLES),
    username: Type.Optional(Type.String({ minLength: 3, maxLength: 254, pattern: '^[A-Za-z0-9._@+-]+$' })),
    password: Type.Optional(Password),
  }),
]);

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
  registration_date: Type.String({ format: 'date-time' }),
});

export const SecuritySchema = Type.Object({
  username: Type.String(),
  email: Type.String(),
  loginattempts: Type.Integer(),
  locked: Type.Boolean(),
  isactive: Type.Boolean(),
  isverified: Type.Boolean(),
  lastlogin: Nullable(Type.String({ format: 'date-time' })),
  createdat: Type.String({ format: 'date-time' }),
  deletedat: Nullable(Type.String({ format: 'date-time' })),
});

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

export const UserListSchema = Paginated('users', UserRowSchema);

export const ModuleSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** Game types of the module enabled for the user. */
  configurations: Type.Integer(),
  game_types: Type.Integer(),
  assigned: Type.Boolean(),
});

export const GameConfigSchema = Type.Object({
  game_type_id: Type.Integer(),
  name: Type.String(),
  kind: StringEnum(GAME_KINDS),
  enabled: Type.Boolean(),
  profit_percentage: Type.Number(),
  sales_limit: Type.Integer(),
});

/** A module's game types with the user's configuration (the Modules tab's "N of M enabled"). */
export const ModuleGamesSchema = Type.Object({
  module: Type.Object({ id: Type.Integer(), name: Type.String(), assigned: Type.Boolean() }),
  games: Type.Array(GameConfigSchema),
  enabled: Type.Integer(),
  total: Type.Integer(),
});

export const SettingSchema = Type.Object({
  setting_key: Type.String(),
  setting_label: Type.String(),
  setting_value: Type.Number(),
});

/** 0–100 with at most two decimals (checked in the handler: JSON numbers are floats). */
export const Percentage = Type.Number({ minimum: 0, maximum: 100 });
