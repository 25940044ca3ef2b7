/**
 * The anti-forgery pair (double-submit cookie): the API sets this cookie at sign-in, and the
 * browser's client echoes its value in this header on every call that writes; the API refuses a
 * write whose header does not match the cookie.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Lower case, as Node gives request headers (HTTP header names are case-insensitive). */
export const XSRF_HEADER = 'x-xsrf-token';
