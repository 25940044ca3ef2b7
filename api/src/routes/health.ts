/**
 * GET /api/health: what container health checks and the deploy proof ask. Public; answers 200 once
 * the database answers, 503 otherwise, with the engine and the deployed API version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { apiPackageRoot } from '../paths';
import type { App } from '../http/types';

const version: string = JSON.parse(fs.readFileSync(path.join(apiPackageRoot(), 'package.json'), 'utf8')).version;

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  engine: Type.String(),
  version: Type.String(),
});

export default async function healthRoutes(app: App, options: { engine: DatabaseHandle['engine'] }) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Estado del servicio', security: [], response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, engine: options.engine, version };
      } catch (error) {
        request.log.error({ err: error }, 'health: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, engine: options.engine, version });
      }
    },
  );
}
