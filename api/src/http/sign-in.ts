/**
 * What a sign-in route reads from the request and writes on the reply around the `signIn` use
 * case (domain/sign-in-use-case.ts): the attempt with the client's address and known device, and
 * then the device cookie and the anti-forgery cookie of the session opened.
 */
import { XSRF_COOKIE } from '@banca/contracts/anti-forgery';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn, SignInAttempt } from '../domain/sign-in-use-case';
import { rememberDevice, trustedDevice } from '../security/device-tokens';
import { newToken } from '../security/tokens';
import type { App } from './types';

/** The request's sign-in attempt of `kind`: its body's credentials, its address, user agent and device cookie. */
export function signInAttemptOf(
  app: App,
  request: FastifyRequest,
  { username, password, device_id }: { username: string; password: string; device_id?: string },
  kind: SignInAttempt['kind'],
): SignInAttempt {
  return {
    kind,
    login: username,
    password,
    deviceId: device_id,
    address: request.ip,
    userAgent: request.headers['user-agent'],
    knownDevice: (subject) => trustedDevice(app, request, subject),
  };
}

/** After a right password: the device is remembered for the account, and the browser gets its anti-forgery secret (echoed in X-XSRF-TOKEN on every non-GET call). */
export function setSignInCookies(app: App, request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): void {
  rememberDevice(app, request, reply, signedIn.subject);
  reply.setCookie(XSRF_COOKIE, newToken(), { path: '/', sameSite: 'strict', secure: app.secureCookies, httpOnly: false });
}
