/**
 * Builds the API: plugins, error policy, OpenAPI, and every route under /api.
 * Kept free of start-up concerns (env, database opening) so tests build it on an in-memory database.
 */
import { CATCH_UP_EVERY_MS, scheduleClockCatchUp } from './jobs/clock-catch-up';
import { PLAN_DRAWS_EVERY_MS, scheduleDrawPlanning } from './jobs/plan-draws';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '@banca/contracts';
import { type Clock, systemClock } from './clock';
import type { Database, DatabaseHandle } from './db/client';
import { type Invalidations, LocalInvalidations } from './db/invalidations';
import type { Logger } from './logging';
import { DEFAULT_DRAW_HORIZON_DAYS } from './domain/draws/planner';
import { ListCache } from './domain/list-cache';
import { SignInNames } from './domain/security-events';
import { DEFAULT_SIGN_IN_POLICY, type SignInPolicy } from './domain/sign-in';
import { DeviceTokens } from './security/device-tokens';
import { serverSecret } from './security/server-secrets';
import { PRUNE_EVERY_MS, schedulePruning } from './jobs/pruning';
import { SessionStore } from './security/sessions';
import { defaultHeavyReadLimits, type HeavyReadLimits, HeavyReads } from './http/heavy-reads';
import type { App } from './http/types';
import { type SchemaCodeStore, storedSerializers, storedValidator } from './http/schema-code';
import { plainNumbersFirst } from './http/url-numbers';
import { DEFAULT_SERVER_LIMITS, type ServerLimits, serverOptionsOf } from './http/server-limits';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import securityHeadersPlugin from './plugins/security-headers';
import authRoutes from './routes/auth';
import usersRoutes from './routes/users';
import sellersRoutes from './routes/sellers';
import boothsRoutes from './routes/booths';
import gamesRoutes from './routes/games';
import drawsRoutes from './routes/draws';
import resultsFeedRoutes from './routes/results-feed';
import ticketsRoutes from './routes/tickets';
import hierarchyRoutes from './routes/hierarchy';
import reportsRoutes from './routes/reports';
import dashboardRoutes from './routes/dashboard';
import inboxRoutes from './routes/inbox';
import healthRoutes from './routes/health';
import searchRoutes from './routes/search';
import auditRoutes from './routes/audit';
import sessionsRoutes from './routes/sessions';
import terminalRoutes from './routes/terminal';
import limitsRoutes from './routes/limits';
import cashRoutes from './routes/cash';
import currencyRoutes from './routes/currencies';

export interface AppOptions {
  db: Database;
  /** Reported by GET /api/health (default 'pglite'). */
  engine?: DatabaseHandle['engine'];
  /** The process's logger (`createLogger`); none means no logging (tests). */
  logger?: Logger;
  /** Marks the cookies Secure, and (with `securityHeaders`) sends HSTS: the server is reached over TLS. */
  secureCookies?: boolean;
  /** Lifetime of the list cache in ms (default LIST_CACHE_MS; 0 turns it off). */
  listCacheMs?: number;
  /** The database's invalidation channel (`DatabaseHandle.invalidations`); default: this process only. */
  invalidations?: Invalidations;
  /** Send the browser security headers (CSP...) on every answer: when no gateway in front does. */
  securityHeaders?: boolean;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): Fastify's `trustProxy`
   * (a hop count, addresses or CIDRs, or true). Default: none, the client is the socket's peer.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Lock period and per-address allowance of failed sign-ins (default DEFAULT_SIGN_IN_POLICY). */
  signIn?: Partial<SignInPolicy>;
  /** How often dead sessions and spent sign-in counters are deleted (default PRUNE_EVERY_MS; 0: never). */
  pruneEveryMs?: number;
  /**
   * How often the database catches up with the clock: open draws whose time has come are closed, and
   * booth days left open at 00:30 of the next day (default CATCH_UP_EVERY_MS; 0: only on reads and writes).
   */
  catchUpEveryMs?: number;
  /** How often every lottery's draws are planned ahead, besides once at start (default PLAN_DRAWS_EVERY_MS; 0: never). */
  planDrawsEveryMs?: number;
  /** How many days of draws the planner keeps ahead of today (default DEFAULT_DRAW_HORIZON_DAYS). */
  drawHorizonDays?: number;
  /** The key the results feed signs with (RESULTS_FEED_SECRET); unset: every feed request is a 401. */
  resultsFeedSecret?: string;
  /** What "now" is for the business rules (default: the system clock; tests set their own). */
  clock?: Clock;
  /** What a slow or greedy client may hold of the server (default DEFAULT_SERVER_LIMITS). */
  limits?: Partial<ServerLimits>;
  /** The bounds of the heavy reads (default `defaultHeavyReadLimits` of the engine). */
  heavyReads?: Partial<HeavyReadLimits>;
  /** Where the response serializers' compiled code is kept and found again (tests; http/schema-code.ts). */
  schemaCode?: SchemaCodeStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    secureCookies: boolean;
    /** "Now" for the business rules (`Clock`): the system clock, or the one a test set. */
    clock: Clock;
    /** Days of draws the planner keeps ahead (DRAW_HORIZON_DAYS): a schedule change plans them again. */
    drawHorizonDays: number;
    /** The key the results feed signs its bodies with (RESULTS_FEED_SECRET); undefined: the feed is refused. */
    resultsFeedSecret: string | undefined;
    sessions: SessionStore;
    lists: ListCache;
    /** Lock period and per-address allowance of failed sign-ins. */
    signInPolicy: SignInPolicy;
    /** Signs and checks the device cookies of sign-in (security/device-tokens.ts). */
    deviceTokens: DeviceTokens;
    /** Hashes the names of failed sign-ins for the audit trail. */
    signInNames: SignInNames;
    /** The bounds of the heavy reads (http/heavy-reads.ts). */
    heavyReads: HeavyReads;
  }
}

export const API_PREFIX = '/api';

function newValidator(coerceTypes: boolean | 'array', keepCode = false): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    allErrors: true,
    removeAdditional: true,
    useDefaults: true,
    strict: false,
    ...(keepCode ? { code: { source: true } } : {}),
  });
  addFormats(ajv);
  return ajv;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger | undefined,
    trustProxy: options.trustProxy ?? false,
    ...serverOptionsOf(limits),
    ...(options.schemaCode ? { schemaController: { compilersFactory: { buildSerializer: storedSerializers(options.schemaCode) } } } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.maxConnections = limits.maxConnections;
  // Query strings and path parameters are text, so they are coerced to the declared types (numbers
  // only from plain decimal text, see http/url-numbers);
  // JSON bodies are not: `"name": 42` or `"is_active": null` is bad input, not something to guess.
  // Both collect every field's problem so a form can mark them all at once.
  const { schemaCode } = options;
  if (schemaCode) {
    // Each Ajv instance is made only when a validator's code is not in the store yet.
    let coercing: Ajv | undefined;
    let strict: Ajv | undefined;
    app.setValidatorCompiler(({ schema, httpPart }) =>
      httpPart === 'body'
        ? storedValidator(schemaCode, 'strict', () => (strict ??= newValidator(false, true)), schema)
        : plainNumbersFirst(
            schema,
            storedValidator(schemaCode, 'coercing', () => (coercing ??= newValidator('array', true)), schema),
          ),
    );
  } else {
    const validators = {
      coercing: newValidator('array'),
      strict: newValidator(false),
    };
    app.setValidatorCompiler(({ schema, httpPart }) =>
      httpPart === 'body' ? validators.strict.compile(schema) : plainNumbersFirst(schema, validators.coercing.compile(schema)),
    );
  }

  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('secureCookies', options.secureCookies ?? false);
  const invalidations = options.invalidations ?? new LocalInvalidations();
  app.decorate('sessions', new SessionStore(options.db, invalidations));
  app.decorate('lists', new ListCache(options.listCacheMs, invalidations));
  app.decorate('signInPolicy', { ...DEFAULT_SIGN_IN_POLICY, ...options.signIn });
  const engine = options.engine ?? 'pglite';
  app.decorate('heavyReads', new HeavyReads({ ...defaultHeavyReadLimits(engine), ...options.heavyReads }, engine));
  app.decorate('deviceTokens', new DeviceTokens(await serverSecret(options.db, 'device_tokens')));
  app.decorate('signInNames', new SignInNames(await serverSecret(options.db, 'sign_in_names')));
  schedulePruning(app, options.pruneEveryMs ?? PRUNE_EVERY_MS);
  scheduleClockCatchUp(app, options.catchUpEveryMs ?? CATCH_UP_EVERY_MS);
  app.decorate('drawHorizonDays', options.drawHorizonDays ?? DEFAULT_DRAW_HORIZON_DAYS);
  app.decorate('resultsFeedSecret', options.resultsFeedSecret);
  scheduleDrawPlanning(app, options.planDrawsEveryMs ?? PLAN_DRAWS_EVERY_MS, app.drawHorizonDays);
  app.addSchema(ErrorBodySchema);
  if (options.securityHeaders) await app.register(securityHeadersPlugin, { hsts: options.secureCookies });
  // No answer of the API may be kept by a cache (a proxy's, the browser's disk or history): they
  // carry tokens and personal data. Its answers are never reused anyway (no If-None-Match).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
  });
  await app.register(cookie);
  // Answers of 1 KB or more are compressed by Accept-Encoding (brotli, gzip): a list page is tens of
  // KB of JSON, and booths work over mobile data. The built web files arrive compressed already
  // (.br/.gz written by the build, see web.ts) and are left as they are.
  await app.register(compress, { threshold: 1024 });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API del back-office de la banca',
        description:
          'Usuarios, vendedores, taquillas, sorteos, juegos, tickets, topes de venta, jerarquía, reportes, dashboard y bandeja; ' +
          'la terminal de las taquillas vende, anula, verifica y paga. ' +
          'Autenticación: `Authorization: Bearer <token>` de POST /v1/auth/login (personal) o POST /v1/terminal/login (terminal de una taquilla). ' +
          'Los 409 llevan un `code` fijo (en inglés) y un `message` en español.',
        version: '1.0.0',
      },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => ({ schema, url: url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url }),
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  await app.register(authPlugin);

  await app.register(healthRoutes, { prefix: API_PREFIX, engine: options.engine ?? 'pglite' });
  await app.register(
    async (api) => {
      for (const routes of [
        authRoutes,
        usersRoutes,
        sellersRoutes,
        boothsRoutes,
        gamesRoutes,
        drawsRoutes,
        resultsFeedRoutes,
        ticketsRoutes,
        hierarchyRoutes,
        reportsRoutes,
        dashboardRoutes,
        inboxRoutes,
        searchRoutes,
        auditRoutes,
        sessionsRoutes,
        terminalRoutes,
        limitsRoutes,
        cashRoutes,
        currencyRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: API_PREFIX },
  );
  return app;
}
