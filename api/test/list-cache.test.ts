/**
 * The list cache: entries kept for their time and dropped on invalidation.
 *
 * @pglite-only  (no database: not run again on PostgreSQL)
 */
import { ListCache } from '../src/domain/list-cache';

/** A computation the test finishes by hand, to interleave it with writes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ListCache', () => {
  it('computes once within its lifetime and again after it', async () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = new ListCache(10_000);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('users', 'page:1', compute)).toBe(1);
    now += 10_000;
    expect(await cache.get('users', 'page:1', compute)).toBe(1);
    now += 1;
    expect(await cache.get('users', 'page:1', compute)).toBe(2);
    jest.restoreAllMocks();
  });

  it('forgets a namespace on invalidation and keeps the others', async () => {
    const cache = new ListCache();
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get('users', 'page:1', compute);
    await cache.get('sellers', 'page:1', compute);
    await cache.invalidate('users');
    expect(await cache.get('users', 'page:1', compute)).toBe(3);
    expect(await cache.get('sellers', 'page:1', compute)).toBe(2);
  });

  it('does not keep an answer computed while a write cleared its namespace', async () => {
    const cache = new ListCache();
    const stale = deferred<string>();
    const read = cache.get('users', 'page:1', () => stale.promise);
    await cache.invalidate('users'); // a write lands while the read is still in the database
    stale.resolve('before the write');
    expect(await read).toBe('before the write');
    expect(await cache.get('users', 'page:1', async () => 'after the write')).toBe('after the write');
  });

  it('computes every time when turned off (a lifetime of 0)', async () => {
    const cache = new ListCache(0);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get('users', 'page:1', compute);
    expect(await cache.get('users', 'page:1', compute)).toBe(2);
  });
});
