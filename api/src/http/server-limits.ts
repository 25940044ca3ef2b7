/**
 * What a client may hold of the embedded server (no gateway in front): a request must arrive whole
 * — headers and body — within `requestTimeoutMs` (Node answers 408 and closes the connection), its
 * headers within 10 s, an idle keep-alive connection is closed after 5 s, and at most
 * `maxConnections` are open at once (more are closed as soon as they are accepted). Behind the
 * gateway, nginx receives whole requests before it passes them on, and its own limits apply
 * (deploy/nginx/gateway.conf.template).
 */
import type { ServerOptions } from 'node:http';

export interface ServerLimits {
  /** Time for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  /** Connections open at once. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = { requestTimeoutMs: 30_000, maxConnections: 512 };

const HEADERS_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Fastify's server options for `limits`; `maxConnections` is set on the server itself (`applyConnectionCap`). */
export function serverOptionsOf(limits: ServerLimits): { requestTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  const requestTimeout = limits.requestTimeoutMs;
  return {
    requestTimeout,
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, requestTimeout),
    // Node checks these timers on its connections every `connectionsCheckingInterval` (30 s by
    // default, which would let a slow client stay twice as long as the timeout says).
    http: { requestTimeout, headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: 1_000 },
  };
}
