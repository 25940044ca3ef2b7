/**
 * The browser-facing security headers, sent on every answer when this server is the front door
 * (`pnpm start`: the web apps, the API and its docs on one origin). Behind the gateway
 * (docker-compose) the gateway sends the same headers itself, so the API sends none there.
 * The same values as deploy/nginx/gateway.conf.template with no remote origins (and its HSTS
 * when the cookies are secure, i.e. the server is reached over TLS); a test holds the two together.
 */
import fp from 'fastify-plugin';
import type { App } from '../http/types';

/**
 * Scripts, styles, fonts, images and calls from this origin only; nothing may frame the pages.
 * style-src needs 'unsafe-inline': antd (CSS-in-JS) and Swagger UI set styles at run time.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
} as const;

/** Strict-Transport-Security: the gateway's value when BEHIND_TLS=true. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** `hsts`: the server is reached over TLS (SECURE_COOKIES=true), so browsers may be told to insist on it. */
export default fp(async function securityHeadersPlugin(app: App, options: { hsts?: boolean }) {
  const headers = options.hsts ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS } : SECURITY_HEADERS;
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
});
