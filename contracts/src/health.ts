/** GET /api/health: what container health checks and the deploy proof ask. */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  engine: Type.String(),
  version: Type.String(),
});
export type Health = Static<typeof HealthSchema>;

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    url: '/health',
    access: 'public',
    schema: { tags: ['health'], summary: 'Estado del servicio', security: [], response: { 200: HealthSchema, 503: HealthSchema } },
  }),
};
