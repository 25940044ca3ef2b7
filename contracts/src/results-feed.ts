/** Results from a feed: a lottery's official results sent, signed, by the banca's results provider. */
import { Type, type Static } from '@sinclair/typebox';
import { ConflictBody, Moment } from './common';
import { GAME_CODE_PATTERN } from './games';
import { MAX_RESULT_PART_LENGTH } from './limits';
import { defineRoute } from './route';

const errorRef = Type.Ref('ErrorBody');

/** The header carrying the body's signature: `sha256=<hex HMAC-SHA256 of the raw body with RESULTS_FEED_SECRET>`. */
export const RESULTS_FEED_SIGNATURE_HEADER = 'x-signature';

/** One result: the lottery by its code, the draw by its moment, its parts as the lottery's result format writes them. */
export const ResultsFeedBodySchema = Type.Object({
  /** Who sends it (a provider's name): the audit trail's author of a result it enters. */
  source: Type.String({ minLength: 1, maxLength: 80 }),
  lottery_code: Type.String({ pattern: GAME_CODE_PATTERN }),
  draw_at: Moment,
  numbers: Type.Array(Type.String({ maxLength: MAX_RESULT_PART_LENGTH }), { minItems: 1, maxItems: 12 }),
});
export type ResultsFeedBody = Static<typeof ResultsFeedBodySchema>;

/** What the feed's result did: `settled` (confirmed and settled), `proposed` (waits for a person), `unchanged` (the same again). */
export const RESULTS_FEED_OUTCOMES = ['settled', 'proposed', 'unchanged'] as const;
export const ResultsFeedAnswerSchema = Type.Object({
  draw_id: Type.Integer(),
  outcome: Type.Union(RESULTS_FEED_OUTCOMES.map((outcome) => Type.Literal(outcome))),
  /** The result as stored (`00` for an animal). */
  winning_numbers: Type.String(),
});
export type ResultsFeedAnswer = Static<typeof ResultsFeedAnswerSchema>;

export const resultsFeedRoutes = {
  resultsFeed: defineRoute({
    method: 'POST',
    url: '/v1/results/feed',
    access: 'public',
    schema: {
      tags: ['draws'],
      summary: 'Recibe el resultado de un sorteo desde el proveedor de resultados, firmado con RESULTS_FEED_SECRET',
      description:
        'Sin sesión: `X-Signature: sha256=<HMAC-SHA256 en hexadecimal del cuerpo tal como llega, con RESULTS_FEED_SECRET>`; sin firma, con una firma errónea o sin secreto configurado, 401. ' +
        'Lotería (`lottery_code`) o sorteo (`draw_at`) desconocidos: 404. Sorteo aún abierto: 409 DRAW_OPEN; suspendido: 409 DRAW_SUSPENDED. Resultado fuera del formato de la lotería: 400 que nombra `numbers`. ' +
        'Con `auto_results` de la lotería activo, el resultado se confirma y liquida como el de un administrador (en la auditoría, el autor es `source`); si no, queda propuesto hasta que una persona lo confirme en la página del sorteo. ' +
        'El mismo resultado otra vez no cambia nada (200 `unchanged`); uno distinto nunca reemplaza un resultado confirmado: 409 RESULT_CONFLICT y una notificación a los administradores.',
      security: [],
      body: ResultsFeedBodySchema,
      response: {
        200: ResultsFeedAnswerSchema,
        400: errorRef,
        401: errorRef,
        404: errorRef,
        409: ConflictBody(['DRAW_OPEN', 'DRAW_SUSPENDED', 'RESULT_CONFLICT'] as const),
      },
    },
  }),
};
