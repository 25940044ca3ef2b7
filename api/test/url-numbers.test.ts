/**
 * Numbers in paths and query strings are text: only plain decimal digits are read as numbers.
 * `0x10`, ` 1 `, `1e3`, `+1` or `01` are not quietly turned into 16, 1, 1000 or 1, but refused
 * with a 400 naming the field.
 */
import { createTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

const get = (url: string) => api.call({ method: 'GET', url: `/api/v1${url}`, token: admin });

/** Texts that JavaScript's Number() or a lenient coercion would read as a number. */
const NOT_DIGITS = ['0x10', '%201%20', '1e3', '+1', '01', '1.0', '0b1', '1_000', '%091'];

describe('ids in a path', () => {
  it.each(NOT_DIGITS)('answers 400 naming the id for %s', async (text) => {
    const response = await get(`/users/detail/${text}/profile`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['id']);
    expect(response.json().fields.id).toMatch(/«id»/);
  });

  it('names the offending one among several ids', async () => {
    const response = await get('/users/detail/1/modules/0x1/games');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['moduleId']);
  });

  it('answers 400 for ids outside 1 … 2^31−1', async () => {
    for (const text of ['0', '2147483648', '99999999999999999999']) {
      const response = await get(`/users/detail/${text}/profile`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('id');
    }
  });

  it('reads plain digits', async () => {
    expect((await get('/users/detail/1/profile')).statusCode).toBe(200);
    expect((await get('/users/detail/2147483647/profile')).statusCode).toBe(404);
    expect((await get('/tickets/detail/1')).statusCode).toBe(200);
  });
});

describe('numbers in a query string', () => {
  it.each([
    ['/tickets/list?booth_id=0x10', 'booth_id'],
    ['/tickets/list?booth_id=%201', 'booth_id'],
    ['/sellers/list?booth_id=1e3', 'booth_id'],
    ['/users/list?page=%2B2', 'page'],
    ['/users/list?page=+2', 'page'],
    ['/users/list?page=02', 'page'],
    ['/ticket_booths/list?limit=1e1', 'limit'],
    ['/draws/list?min_prize=0x10', 'min_prize'],
    ['/draws/list?min_prize=1e3', 'min_prize'],
    ['/draws/list?min_prize=%201000', 'min_prize'],
    ['/draws/list?min_prize=.5', 'min_prize'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('names every offending field at once', async () => {
    const response = await get('/tickets/list?page=0x2&booth_id=1e1');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['booth_id', 'page']);
  });

  it('reads plain digits, and decimals with a point where a number may have them', async () => {
    expect((await get('/tickets/list?page=2&booth_id=1')).statusCode).toBe(200);
    expect((await get('/ticket_booths/list?limit=25')).statusCode).toBe(200);
    expect((await get('/draws/list?min_prize=1000')).statusCode).toBe(200);
    expect((await get('/draws/list?min_prize=1000.50')).statusCode).toBe(200);
    expect((await get('/draws/list?min_prize=0')).statusCode).toBe(200);
  });

  it('still answers a negative number with its range message', async () => {
    const response = await get('/draws/list?min_prize=-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.min_prize).toMatch(/mayor o igual a 0/);
  });
});
