/**
 * Security events in the audit trail: sign-ins, failed sign-ins (the name typed only as a keyed
 * hash: it may be a password typed in the wrong box), locks and throttled addresses, and the
 * terminal's sign-in (recorded by `recordTerminalSignIn`), with the client address; filterable by
 * kind and address on the audit screen and its CSV. They are audit rows, kept as the trail is.
 */
import { desc, gt } from 'drizzle-orm';
import { auditLog, sellers } from '../src/db/schema';
import { recordTerminalSignIn } from '../src/domain/security-events';
import { addressSequence, createAccount, createTestApi, type TestAccount, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

const nextAddress = addressSequence(30);
const signIn = (username: string, password: string, remoteAddress = nextAddress()) =>
  api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress });

const lastAuditId = async () =>
  (await api.handle.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditAfter = (id: number) => api.handle.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);
const listAudit = async (query: string) => {
  const response = await api.call({ method: 'GET', url: `/api/v1/audit/list?${query}`, token: admin });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; entries: { action: string; address: string | null; record_type: string | null }[] };
};

let account: TestAccount;
beforeEach(async () => {
  account = await createAccount(api, admin);
});

it('a sign-in: who, from where, and whether the browser was known', async () => {
  const before = await lastAuditId();
  const from = nextAddress();
  const response = await signIn(account.username, account.password, from);
  expect(response.statusCode).toBe(200);
  expect(await auditAfter(before)).toEqual([
    expect.objectContaining({
      action: 'sign_in',
      actor_id: account.id,
      actor_username: account.username,
      address: from,
      record_type: 'user',
      record_id: account.id,
      after: { known_device: false },
    }),
  ]);
});

it('a failed sign-in of an account names the account, not who tried; of a name nobody has, only the name’s hash', async () => {
  const before = await lastAuditId();
  const from = nextAddress();
  expect((await signIn(account.username, 'incorrecta', from)).statusCode).toBe(401);
  const typedPassword = 'MiClaveSecreta#2026';
  expect((await signIn(typedPassword, 'incorrecta', from)).statusCode).toBe(401);
  const [known, unknown] = await auditAfter(before);
  expect(known).toMatchObject({
    action: 'sign_in_failed',
    actor_id: null,
    actor_username: null,
    address: from,
    record_type: 'user',
    record_id: account.id,
    after: { name_hash: expect.stringMatching(/^[0-9a-f]{16}$/), attempts: 1 },
  });
  expect(unknown).toMatchObject({ action: 'sign_in_failed', address: from, record_type: null, record_id: null });
  expect(JSON.stringify(unknown)).not.toMatch(/MiClaveSecreta/i);
  // The same name always has the same hash, so attempts on one name can be told apart from others.
  expect((await signIn(typedPassword, 'incorrecta')).statusCode).toBe(401);
  const [again] = await auditAfter((await lastAuditId()) - 1);
  expect((again.after as { name_hash: string }).name_hash).toBe((unknown.after as { name_hash: string }).name_hash);
  expect((known.after as { name_hash: string }).name_hash).not.toBe((unknown.after as { name_hash: string }).name_hash);
});

it('the failure that locks an account records the lock, once', async () => {
  const before = await lastAuditId();
  for (let i = 0; i < 7; i++) await signIn(account.username, 'incorrecta');
  const entries = await auditAfter(before);
  expect(entries.map((e) => e.action)).toEqual([...Array(5).fill('sign_in_failed'), 'account_locked']);
  expect(entries[5]).toMatchObject({
    record_type: 'user',
    record_id: account.id,
    after: { locked_until: expect.any(String), known_device: false },
  });
});

it('an address that runs out of failed sign-ins is recorded once for its window', async () => {
  const from = nextAddress();
  const before = await lastAuditId();
  for (let i = 0; i < 33; i++) await signIn(`desconocido.${i}`, 'incorrecta', from);
  const throttled = (await auditAfter(before)).filter((e) => e.action === 'address_throttled');
  expect(throttled).toEqual([
    expect.objectContaining({ address: from, record_type: null, record_id: null, after: { failures: 30, until: expect.any(String) } }),
  ]);
});

it('a terminal sign-in is recorded by recordTerminalSignIn, on the seller account', async () => {
  const [seller] = await api.handle.db.select({ id: sellers.id, username: sellers.username }).from(sellers).limit(1);
  const before = await lastAuditId();
  await recordTerminalSignIn(api.handle.db, { sellerId: seller.id, username: seller.username, address: '10.99.0.1', knownDevice: true });
  expect(await auditAfter(before)).toEqual([
    expect.objectContaining({
      action: 'terminal_sign_in',
      actor_id: null,
      actor_username: seller.username,
      address: '10.99.0.1',
      record_type: 'seller',
      record_id: seller.id,
      after: { known_device: true },
    }),
  ]);
});

describe('on the audit screen', () => {
  it('filters by kind and by address, and exports them', async () => {
    const from = nextAddress();
    await signIn(account.username, 'incorrecta', from);
    await signIn(account.username, account.password, from);
    await signIn(account.username, account.password);

    const failed = await listAudit(`action=sign_in_failed&address=${from}`);
    expect(failed.total).toBe(1);
    expect(failed.entries[0]).toMatchObject({ action: 'sign_in_failed', address: from, record_type: 'user' });
    const fromThere = await listAudit(`address=${from}`);
    expect(fromThere.entries.map((e) => e.action)).toEqual(['sign_in', 'sign_in_failed']);
    expect((await listAudit('action=sign_in')).total).toBeGreaterThanOrEqual(2);

    const csv = await api.call({ method: 'GET', url: `/api/v1/audit/export?address=${from}`, token: admin });
    expect(csv.statusCode).toBe(200);
    // One record a line, but a 'Cambios' cell holds one line per field: records start with their date.
    const lines = csv.body.trim().split(/\n(?=\d{2}\/\d{2}\/\d{4};)/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Inicio de sesión');
    expect(lines[2]).toContain('Inicio de sesión fallido');
  });

  it('refuses an unknown kind and an address that is no address, naming the field', async () => {
    for (const [query, field] of [
      ['action=borrar_todo', 'action'],
      ['address=no%20es%20una%20direcci%C3%B3n', 'address'],
    ]) {
      const response = await api.call({ method: 'GET', url: `/api/v1/audit/list?${query}`, token: admin });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});
