/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser or
 * terminal that signed in to an account carries a token signed by the server for that account, so
 * the failures of everybody else — which lock the account and throttle an address for clients not
 * known to it — leave its sign-ins alone; its own failures count on the device (domain/sign-in.ts).
 *
 * A token is `<device>.<issued>.<signature>`: a random device id, when it was issued (seconds), and an
 * HMAC-SHA256 of both and the account with the server's secret (security/server-secrets.ts). It proves
 * nothing but "this device signed in to this account within the last year"; the password is still
 * checked. One cookie per account (its name derived from the account with the secret, so it names no
 * one), HttpOnly, SameSite=Strict, Secure over TLS, and sent only to the sign-in route that set it.
 *
 * The staff sign-in uses it for `user:<id>`; the terminal's sign-in is to use the same two calls for
 * `seller:<id>` on its own route: `trustedDevice` before counting the attempt, `rememberDevice`
 * after a right password.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whose sign-ins a device token is for: a staff user or a booth's seller account. */
export type DeviceSubject = `user:${number}` | `seller:${number}`;

export const DEVICE_COOKIE_PREFIX = 'banca_device_';
export const DEVICE_TOKEN_LIFETIME_S = 365 * 24 * 3600;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export class DeviceTokens {
  constructor(private readonly key: Buffer) {}

  private mac(...parts: string[]): Buffer {
    return createHmac('sha256', this.key).update(parts.join('\n')).digest();
  }

  /** The cookie holding `subject`'s token: one per account, named without naming it. */
  cookieName(subject: DeviceSubject): string {
    return DEVICE_COOKIE_PREFIX + this.mac('cookie', subject).subarray(0, 8).toString('hex');
  }

  /** A new token for a device that just signed in to `subject`. */
  issue(subject: DeviceSubject, now = Date.now()): string {
    const device = base64url(randomBytes(16));
    const issued = String(Math.floor(now / 1000));
    return `${device}.${issued}.${base64url(this.mac('device', subject, device, issued))}`;
  }

  /** The device id `token` proves for `subject`, or undefined (absent, forged, another account's, expired). */
  verify(subject: DeviceSubject, token: string | undefined, now = Date.now()): string | undefined {
    const [device, issued, signature, ...rest] = token?.split('.') ?? [];
    if (!device || !issued || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issued)) return undefined;
    const expected = this.mac('device', subject, device, issued);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const age = now / 1000 - Number(issued);
    return age >= -60 && age <= DEVICE_TOKEN_LIFETIME_S ? device : undefined;
  }
}

/** What the two request helpers need of the app. */
export interface DeviceCookieContext {
  deviceTokens: DeviceTokens;
  secureCookies: boolean;
}

/**
 * The device the request's cookie proves for `subject` (its id), or undefined: the check a sign-in
 * route makes once it knows which account is named, before it counts the attempt.
 */
export function trustedDevice(app: DeviceCookieContext, request: FastifyRequest, subject: DeviceSubject): string | undefined {
  return app.deviceTokens.verify(subject, request.cookies[app.deviceTokens.cookieName(subject)]);
}

/** Gives the device a (new) token for `subject` after a right password, sent back only to this route. */
export function rememberDevice(app: DeviceCookieContext, request: FastifyRequest, reply: FastifyReply, subject: DeviceSubject): void {
  reply.setCookie(app.deviceTokens.cookieName(subject), app.deviceTokens.issue(subject), {
    path: request.routeOptions.url ?? request.url.split('?')[0],
    httpOnly: true,
    sameSite: 'strict',
    secure: app.secureCookies,
    maxAge: DEVICE_TOKEN_LIFETIME_S,
  });
}
