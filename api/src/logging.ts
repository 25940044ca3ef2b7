/**
 * The API's one logger (pino, JSON lines), used from start-up on and handed to Fastify.
 * Logs carry no personal data or secrets: requests are logged without their query string (searches
 * hold names and e-mails), bodies never, and errors only as their kind, SQLSTATE and cause, because a
 * database error's message and fields carry the statement's parameters (password hashes, names...).
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { sqlState } from './sql-state';

export type { Logger } from 'pino';

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
};

/** The frames of a stack, without the message lines above them (a query error's message holds its parameters). */
function stackFrames(error: Error): string | undefined {
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames?.length ? frames.join('\n') : undefined;
}

/**
 * What a log line may say about an error. A database error gives its SQLSTATE, the names of the
 * table, column and constraint involved, and the engine's message — except for data exceptions
 * (class 22), whose message quotes the offending value. Never the query, its parameters or `detail`
 * (which quotes the row).
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-Error value thrown' };
  const code = sqlState(error);
  if (code) {
    const source = ((error as ErrorLike).cause instanceof Error ? (error as ErrorLike).cause : error) as ErrorLike;
    const names = Object.fromEntries(
      (['table', 'column', 'constraint'] as const).flatMap((key) => (typeof source[key] === 'string' ? [[key, source[key]]] : [])),
    );
    return {
      type: error.name,
      code,
      ...names,
      ...(code.startsWith('22') ? {} : { message: source.message }),
      stack: stackFrames(error),
    };
  }
  const e = error as ErrorLike;
  return {
    type: error.name,
    message: error.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: stackFrames(error),
  };
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export interface LoggerOptions {
  level: string;
  /** Where lines go (default: standard output). */
  destination?: DestinationStream;
}

/** How a stream reports that the client closed the connection before the whole answer was sent. */
const isClientGone = (value: unknown): boolean => value instanceof Error && value.message === 'premature close';

export const CLIENT_GONE_MESSAGE = 'the client closed the connection before the answer ended';

export function createLogger({ level, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      hooks: {
        // @fastify/compress logs every failed answer stream as an error, a client that went away
        // mid-answer (a closed tab, a lost mobile link) included: that is no fault of the server.
        logMethod(args, method, logLevel) {
          if (logLevel >= 50 && isClientGone(args[0])) return this.info({ err: args[0] }, CLIENT_GONE_MESSAGE);
          return method.apply(this, args);
        },
      },
      // Nothing logs headers today; should something start to, tokens and cookies stay out.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-signature"]', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request: RequestLike) => ({
          method: request.method,
          url: request.url?.split('?')[0],
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
        err: errorForLog,
      },
    },
    destination,
  );
}
