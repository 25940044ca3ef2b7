/**
 * Settings from the environment: the sign-in ones (TRUST_PROXY, LOGIN_LOCK_MINUTES, LOGIN_ADDRESS_LIMIT) and the server limits.
 *
 * @pglite-only  (no database: not run again on PostgreSQL)
 */
import { ConfigError, readConfig } from '../src/config';
import { DEFAULT_SIGN_IN_POLICY } from '../src/domain/sign-in';
import { defaultHeavyReadLimits } from '../src/http/heavy-reads';
import { DEFAULT_SERVER_LIMITS, serverOptionsOf } from '../src/http/server-limits';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '  ' }).trustProxy).toBe(false);
  });

  it('takes addresses, CIDRs and named ranges as they are, and true', () => {
    expect(readConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toBe('10.0.0.1, 172.16.0.0/12');
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses a hop count, naming the variable', () => {
    expect(() => readConfig({ TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: '1' })).toThrow(/^TRUST_PROXY=1: give the proxies' addresses or CIDRs/);
  });
});

describe('the sign-in policy', () => {
  it('locks for 15 minutes and allows 30 failures per address and 10 minutes by default', () => {
    expect(readConfig({}).signIn).toEqual(DEFAULT_SIGN_IN_POLICY);
    expect(DEFAULT_SIGN_IN_POLICY).toEqual({ lockMs: 15 * 60_000, addressLimit: 30, addressWindowMs: 10 * 60_000 });
  });

  it('reads LOGIN_LOCK_MINUTES and LOGIN_ADDRESS_LIMIT, keeping the defaults for anything but a positive whole number', () => {
    expect(readConfig({ LOGIN_LOCK_MINUTES: '30', LOGIN_ADDRESS_LIMIT: '100' }).signIn).toMatchObject({
      lockMs: 30 * 60_000,
      addressLimit: 100,
    });
    for (const bad of ['0', '-5', '1.5', 'quince', '']) {
      expect(readConfig({ LOGIN_LOCK_MINUTES: bad, LOGIN_ADDRESS_LIMIT: bad }).signIn).toEqual(DEFAULT_SIGN_IN_POLICY);
    }
  });
});

describe('the server limits', () => {
  it('give a request 30 s to arrive whole and cap connections at 512 by default', () => {
    expect(readConfig({}).limits).toEqual(DEFAULT_SERVER_LIMITS);
    expect(DEFAULT_SERVER_LIMITS).toEqual({ requestTimeoutMs: 30_000, maxConnections: 512 });
  });

  it('reads REQUEST_TIMEOUT_MS and MAX_CONNECTIONS, keeping the defaults for anything but a positive whole number', () => {
    expect(readConfig({ REQUEST_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '100' }).limits).toEqual({
      requestTimeoutMs: 5000,
      maxConnections: 100,
    });
    for (const bad of ['0', '-5', '1.5', 'mil', '']) {
      expect(readConfig({ REQUEST_TIMEOUT_MS: bad, MAX_CONNECTIONS: bad }).limits).toEqual(DEFAULT_SERVER_LIMITS);
    }
  });

  it('are Node’s timeouts: headers within 10 s, idle keep-alive connections closed after 5 s, checked every second', () => {
    expect(serverOptionsOf(DEFAULT_SERVER_LIMITS)).toEqual({
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      http: { requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });
});

describe('the heavy reads’ bounds', () => {
  it('keep the engine’s defaults unless set: 3 per user, 2 at once on PGlite and 6 on PostgreSQL, 10 s of wait and of statement', () => {
    expect(readConfig({}).heavyReads).toEqual({});
    expect(defaultHeavyReadLimits('pglite')).toEqual({ perCaller: 3, atOnce: 2, waitMs: 10_000, timeoutMs: 10_000 });
    expect(defaultHeavyReadLimits('postgres')).toEqual({ perCaller: 3, atOnce: 6, waitMs: 10_000, timeoutMs: 10_000 });
  });

  it('reads HEAVY_READS_PER_USER, HEAVY_READS_AT_ONCE, HEAVY_READ_WAIT_MS and HEAVY_READ_TIMEOUT_MS, ignoring what is not a whole number', () => {
    expect(
      readConfig({ HEAVY_READS_PER_USER: '5', HEAVY_READS_AT_ONCE: '1', HEAVY_READ_WAIT_MS: '0', HEAVY_READ_TIMEOUT_MS: '2500' })
        .heavyReads,
    ).toEqual({ perCaller: 5, atOnce: 1, waitMs: 0, timeoutMs: 2500 });
    for (const bad of ['-1', '1.5', 'mil', '']) {
      expect(readConfig({ HEAVY_READS_PER_USER: bad, HEAVY_READ_WAIT_MS: bad }).heavyReads).toEqual({});
    }
    expect(readConfig({ HEAVY_READS_PER_USER: '0', HEAVY_READS_AT_ONCE: '0' }).heavyReads).toEqual({});
  });

  it('keeps 7 days of draws ahead unless DRAW_HORIZON_DAYS says another whole number of days', () => {
    expect(readConfig({}).drawHorizonDays).toBe(7);
    expect(readConfig({ DRAW_HORIZON_DAYS: '14' }).drawHorizonDays).toBe(14);
    for (const bad of ['0', '-1', '1.5', 'siete', '']) expect(readConfig({ DRAW_HORIZON_DAYS: bad }).drawHorizonDays).toBe(7);
  });
});
