/** Settings from the environment: the sign-in ones (TRUST_PROXY, LOGIN_LOCK_MINUTES, LOGIN_ADDRESS_LIMIT). */
import { ConfigError, readConfig } from '../src/config';
import { DEFAULT_SIGN_IN_POLICY } from '../src/domain/sign-in';

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
