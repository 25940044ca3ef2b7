/**
 * What the API logs when a write fails: the error's kind and SQLSTATE, never the statement's
 * parameters (password hash, names, e-mail...), the body or the token.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CLIENT_GONE_MESSAGE, createLogger } from '../src/logging';
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
const lines: string[] = [];
const logged = () => lines.join('');

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  api = await createTestApi({ logger: createLogger({ level: 'info', destination }) });
  admin = await api.login('admin');
  // Every new users row now breaks a constraint the routes know nothing about: a real fault (500).
  await api.handle.db.execute(sql`ALTER TABLE users ADD CONSTRAINT users_frozen_check CHECK (id < 0) NOT VALID`);
});
afterAll(() => api.close());
beforeEach(() => {
  lines.length = 0;
});

const person = {
  first_name: 'Rigoberta',
  last_name: 'Quintanilla',
  document_type: 'DNI',
  document_number: 'V-31415926',
  email: 'rigoberta.quintanilla@example.com',
  phone: '+58 412 7654321',
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
};
const password = 'ClaveMuySecreta2718';

/** Every value of the request that must stay out of the logs. */
const secrets = [...Object.values(person).filter((v) => v.length > 3), password, '$argon2id$'];

describe('a client that goes away mid-answer', () => {
  it('is logged as information, not as an error of the server (the compression stream reports it so)', () => {
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    logger.error(new Error('premature close'));
    logger.error(new Error('disk full'));
    const [gone, fault] = lines.map((line) => JSON.parse(line));
    expect(gone).toMatchObject({ level: 30, msg: CLIENT_GONE_MESSAGE, err: { message: 'premature close' } });
    expect(fault).toMatchObject({ level: 50, msg: 'disk full' });
  });
});

describe('a users write that fails in the database', () => {
  it('answers 500 and logs the SQLSTATE and the constraint, not the parameters, the body or the token', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: { ...person, role: 'operator', password },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Error interno del servidor. Intenta nuevamente.');

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, err: { code: '23514', constraint: 'users_frozen_check', table: 'users' } });
    for (const secret of [...secrets, admin]) expect(logged()).not.toContain(secret);
  });

  it('logs a request without its query string', async () => {
    await api.call({ method: 'GET', url: `/api/v1/users/list?search=${person.last_name}`, token: admin });
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'incoming request');
    expect(incoming.req).toMatchObject({ method: 'GET', url: '/api/v1/users/list' });
    expect(logged()).not.toContain(person.last_name);
  });
});
