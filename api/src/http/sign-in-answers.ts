/**
 * The answers of a sign-in (staff and booth terminals alike): wrong credentials with the attempts
 * left, the lock, the per-address throttle. The same for an account that exists and one that does not.
 */
import { MAX_LOGIN_ATTEMPTS } from '../domain/users';
import { HttpError } from './errors';

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};
export const locked = (ms: number) =>
  `Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en ${minutes(ms)} o pide a un administrador que la desbloquee.`;
export const throttled = (ms: number) => `Demasiados intentos fallidos desde tu conexión. Intenta de nuevo en ${minutes(ms)}.`;

export const unauthorized = (message: string) => new HttpError(401, message);

/** "Te quedan 4 intentos." after the `attempts`-th failure, or the lock message after the last one. */
export function attemptsLeft(attempts: number, lockMs: number): string {
  const left = MAX_LOGIN_ATTEMPTS - attempts;
  if (left <= 0) return locked(lockMs);
  return `Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`;
}

/** The answer to a wrong password: the same for an existing account and for a name nobody has. */
export function failedSignIn(attempts: number, lockMs: number): HttpError {
  if (attempts >= MAX_LOGIN_ATTEMPTS) return unauthorized(locked(lockMs));
  return unauthorized(`${WRONG_CREDENTIALS} ${attemptsLeft(attempts, lockMs)}`);
}
