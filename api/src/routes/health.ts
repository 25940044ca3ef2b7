/**
 * GET /api/health: what container health checks and the deploy proof ask. Public; answers 200 once
 * the database answers, 503 otherwise, with the engine and the deployed API version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { healthRoutes } from '@banca/contracts';
import type { DatabaseHandle } from '../db/client';
import { pingDatabase } from '../domain/health';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { apiPackageRoot } from '../paths';

const version: string = JSON.parse(fs.readFileSync(path.join(apiPackageRoot(), 'package.json'), 'utf8')).version;

export default async function healthRoutesPlugin(app: App, options: { engine: DatabaseHandle['engine'] }) {
  serve(app, healthRoutes.health, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok' as const, engine: options.engine, version };
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return reply.code(503).send({ status: 'unavailable' as const, engine: options.engine, version });
    }
  });
}
