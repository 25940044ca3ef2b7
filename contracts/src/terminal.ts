/**
 * The booth terminal's session: a seller account (`sellers`: booth, username = e-mail, password)
 * signs in from one device at a time. Its token opens only the terminal's calls: the sale, its
 * own tickets, cancel, verify, pay, availability, and these.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ConflictBody, errorResponses, Moment, Nullable, OkSchema, StringEnum } from './common';
import { CreditStatusSchema } from './credit';
import { CurrencySetSchema } from './currencies';
import { BET_FORMATS } from './draw-rules';
import { GAME_KINDS } from './enums';
import { MAX_DEVICE_ID_LENGTH, MAX_LENGTH } from './limits';
import { defineRoute } from './route';

export const TerminalLoginFormSchema = Type.Object({
  /** The seller account's username (its e-mail). */
  username: Type.String({ minLength: 1, maxLength: MAX_LENGTH.username }),
  password: Type.String({ minLength: 1, maxLength: MAX_LENGTH.loginPassword }),
  /** An id the device keeps (a UUID it makes once): the account signs in from one device at a time. */
  device_id: Type.String({ minLength: 1, maxLength: MAX_DEVICE_ID_LENGTH, pattern: '\\S' }),
});
export type TerminalLoginForm = Static<typeof TerminalLoginFormSchema>;

const SellerRefSchema = Type.Object({ id: Type.Integer(), label: Type.String() });
const BoothRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const TerminalLoginAnswerSchema = Type.Object({
  token: Type.String(),
  expires_at: Moment,
  seller: SellerRefSchema,
  booth: BoothRefSchema,
});
export type TerminalLoginAnswer = Static<typeof TerminalLoginAnswerSchema>;

/** The seller account has a live terminal session on another device: since when, and when it was last used. */
export const TerminalLoginConflictSchema = ConflictBody(['SELLER_LOGGED_IN_ELSEWHERE'] as const, {
  since: Type.Optional(Moment),
  last_seen_at: Type.Optional(Moment),
});

/** GET /v1/terminal/session: who the terminal is signed in as. */
export const TerminalSessionSchema = Type.Object({
  seller: SellerRefSchema,
  booth: BoothRefSchema,
  expires_at: Moment,
  /** Minutes after a sale its terminal may still cancel it. */
  cancel_window_minutes: Type.Integer(),
  /** The currencies its booth sells in: with two, each sale names its own. */
  currencies: CurrencySetSchema,
  /** The booth's owner's credit in each currency it has a limit in (warned from 80 %). */
  credit: Type.Array(CreditStatusSchema),
});
export type TerminalSession = Static<typeof TerminalSessionSchema>;

/** A draw the terminal may sell now, with the game types its booth's owner has enabled. */
export const TerminalDrawSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  module_id: Type.Integer(),
  module_name: Type.String(),
  draw_at: Moment,
  /** When its sales close: the draw's time minus its module's `cutoff_minutes`. */
  cutoff_at: Moment,
  game_types: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      kind: StringEnum(GAME_KINDS),
      bet_format: StringEnum(BET_FORMATS),
      /** The bounds of a line's amount in each currency (the terminal shows those of the currency it sells in). */
      min_bet: Type.Object({ VES: Type.Number(), USD: Type.Number() }),
      max_bet: Type.Object({ VES: Nullable(Type.Number()), USD: Nullable(Type.Number()) }),
      payout: Type.Number(),
    }),
  ),
});
export type TerminalDraw = Static<typeof TerminalDrawSchema>;

const errorRef = Type.Ref('ErrorBody');
const tags = ['terminal'];

export const terminalRoutes = {
  terminalLogin: defineRoute({
    method: 'POST',
    url: '/v1/terminal/login',
    access: 'public',
    schema: {
      tags,
      summary: 'Inicia la sesión de la terminal de una taquilla con una cuenta de vendedor, desde un dispositivo',
      description:
        'Credenciales incorrectas: 401 con los intentos que quedan (contados en la cuenta de vendedor; cinco fallos la bloquean como a un usuario: 401 y luego 429 con `Retry-After`, hasta que pase el periodo o se desbloquee). Cuenta inactiva o sin taquilla: 401 diciendo por qué. Un dispositivo a la vez: con una sesión viva desde otro `device_id`, 409 SELLER_LOGGED_IN_ELSEWHERE (hasta que la cierre, caduque o un administrador desbloquee la cuenta); el mismo `device_id` reemplaza su propia sesión.',
      security: [],
      body: TerminalLoginFormSchema,
      response: {
        200: TerminalLoginAnswerSchema,
        409: TerminalLoginConflictSchema,
        400: errorRef,
        401: errorRef,
        403: errorRef,
        429: errorRef,
      },
    },
  }),
  terminalLogout: defineRoute({
    method: 'POST',
    url: '/v1/terminal/logout',
    access: 'terminal',
    schema: {
      tags,
      summary: 'Cierra la sesión de la terminal (otro dispositivo puede entonces iniciarla)',
      response: { 200: OkSchema, ...errorResponses },
    },
  }),
  terminalSession: defineRoute({
    method: 'GET',
    url: '/v1/terminal/session',
    access: 'terminal',
    schema: {
      tags,
      summary: 'La cuenta de vendedor y la taquilla de esta terminal',
      response: { 200: TerminalSessionSchema, ...errorResponses },
    },
  }),
  terminalDraws: defineRoute({
    method: 'GET',
    url: '/v1/terminal/draws',
    access: 'terminal',
    schema: {
      tags,
      summary:
        'Los sorteos que esta terminal puede vender ahora (abiertos y antes de su cierre), con los tipos de juego habilitados para el propietario de su taquilla',
      response: { 200: Type.Array(TerminalDrawSchema), ...errorResponses },
    },
  }),
};
