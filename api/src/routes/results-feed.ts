/** The results feed: a lottery's result sent by its provider, signed with RESULTS_FEED_SECRET (no session). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESULTS_FEED_SIGNATURE_HEADER, resultsFeedRoutes } from '@banca/contracts';
import { takeFeedResult } from '../domain/draws/results-feed';
import { AppError } from '../errors';
import { serve } from '../http/route';
import type { App } from '../http/types';

const BAD_SIGNATURE = 'Firma no válida: el cuerpo debe venir firmado con la clave del proveedor de resultados (X-Signature).';

/** `sha256=<hex>` of the body with the secret, compared in constant time; false without a secret. */
export function signatureMatches(secret: string | undefined, body: string, header: string | string[] | undefined): boolean {
  if (!secret || typeof header !== 'string') return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default async function resultsFeedRoutesPlugin(app: App): Promise<void> {
  // Before the body is validated: an unsigned request learns nothing about what a valid body is.
  app.addHook('preValidation', async (request) => {
    if (!signatureMatches(app.resultsFeedSecret, request.rawBody ?? '', request.headers[RESULTS_FEED_SIGNATURE_HEADER])) {
      throw new AppError('refused', BAD_SIGNATURE);
    }
  });
  serve(app, resultsFeedRoutes.resultsFeed, async (request) =>
    takeFeedResult(app.db, request.body, { userId: null, username: request.body.source, address: request.ip ?? null }, app.clock.now()),
  );
}
