/** Settings from the environment: the sign-in ones (TRUST_PROXY, LOGIN_LOCK_MINUTES, LOGIN_ADDRESS_LIMIT) and the server limits. */
import { ConfigError, readConfig } from '../src/config';
import { DEFAULT_SIGN_IN_POLICY } from '../src/domain/sign-in';
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
