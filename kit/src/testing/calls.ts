/** Reading what a page asked the API and wrote to the address bar. */
import type { RecordedCall } from '@banca/shared-auth/testing';
import { screen } from '@testing-library/react';

/** The query string of a recorded call as a plain object. */
export const queryOf = (call: RecordedCall): Record<string, string> => Object.fromEntries(new URL(call.url).searchParams);

/** The query string the page shows in the address bar (`CurrentUrl`), as an object. */
export function currentQuery(): Record<string, string> {
  const url = screen.getByTestId('current-url').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}

/** The API paths called, without the base (`v1/draws/list`). */
export const pathsOf = (calls: RecordedCall[]): string[] => calls.map((call) => new URL(call.url).pathname.replace(/^\/api\//, ''));

/** The recorded calls to an API path (relative to /api/). */
export const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => new URL(call.url).pathname === `/api/${path}`);

/**
 * A responder that fails with `status` and `message` the first `times` calls to `path`, then lets
 * the next responder answer: for error states and their retry.
 */
export function failing(path: string, message: string, { status = 500, times = 1 } = {}) {
  let left = times;
  return (call: RecordedCall) => {
    if (new URL(call.url).pathname !== `/api/${path}` || left === 0) return undefined;
    left -= 1;
    return { status, body: { statusCode: status, error: 'Error', message } };
  };
}
