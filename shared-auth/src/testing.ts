/**
 * Canned API answers for tests (tests only): the fetch that shared-auth's HTTP client reaches,
 * replaced. The apps' tests take these, with everything else they need, from @banca/kit/testing.
 */

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Responder = (call: RecordedCall) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/** Replaces fetch: each call is recorded and answered by the first responder that answers. */
export function mockFetch(...responders: Responder[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: RecordedCall = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    for (const respond of responders) {
      const answer = respond(call);
      if (answer) {
        return new Response(JSON.stringify(answer.body ?? {}), {
          status: answer.status ?? 200,
          headers: { 'content-type': 'application/json', ...answer.headers },
        });
      }
    }
    return new Response(JSON.stringify({ statusCode: 404, message: 'no mock' }), { status: 404 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** Answers `method path` (path relative to the API base, with or without query) with `body` (and `headers`: an ETag...). */
export const answer =
  (method: string, path: string | RegExp, body: unknown, status = 200, headers?: Record<string, string>): Responder =>
  (call) => {
    const url = new URL(call.url);
    const target = url.pathname.replace(/^\/api\//, '');
    const matches = typeof path === 'string' ? target === path : path.test(`${target}${url.search}`);
    return call.method === method && matches ? { status, body, headers } : undefined;
  };

export { resetServerConnection } from './connection';
import { pagesStore } from './pages';

/** Forgets every page a test made known (shared-auth's page registry). */
export function resetPages(): void {
  pagesStore.setState({ sources: {} });
}
