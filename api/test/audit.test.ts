/**
 * The audit trail: every write route of the API (read from the OpenAPI document, so a new one
 * without a case here fails) records who, when, from where, the action, the record and the changed
 * fields, in the write's own transaction; never a secret. And the administrators' screen over it.
 * Runs on PGlite and, with `pnpm test:api:pg`, on a PostgreSQL server.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { desc, eq, getTableColumns, gt } from 'drizzle-orm';
import { auditLog, draws, gameTypes, modules, sellers, ticketBooths, users } from '../src/db/schema';
import { createHmac, randomUUID } from 'node:crypto';
import { AUDIT_FIELD_LABELS } from '@banca/contracts/audit-changes';
import { auditedWrite, recordedFields } from '../src/domain/audit';
import { businessDayOf } from '../src/domain/time';
import { createTestApi, insertBooth, insertDraw, insertSellerAccount, TEST_ACTOR, terminalLogin, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let adminId: number;
let counter = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  api.call({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}), headers });

const profileForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rosa',
  last_name: 'Salazar',
  document_type: 'DNI',
  document_number: 'V-20111222',
  email: `auditoria.${++counter}@example.com`,
  phone: '+58 414 5550000',
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
  ...overrides,
});

async function newUser(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call(admin, 'POST', '/v1/users/create', { ...profileForm(), role: 'client', ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function newBooth(): Promise<number> {
  const response = await call(admin, 'POST', '/v1/ticket_booths/create', { name: `Agencia Auditada ${++counter}`, location: 'Caracas' });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function newSeller(boothId: number): Promise<number> {
  const response = await call(admin, 'POST', '/v1/sellers/create', {
    ticket_booth_id: boothId,
    label: `Vendedor ${++counter}`,
    username: `vendedor.auditado.${counter}@example.com`,
    password: 'secreto1',
    is_active: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A valid result of a Parley draw: one sign per match. */
const PARLEY_RESULT = ['1', 'X', '2', '1', '1', '2', 'X', '1'];

/** A Parley draw later today, open for sales and without tickets; `close` closes its sales, `settle` also enters a result. */
async function newDraw(stage: 'open' | 'closed' | 'settled' = 'open'): Promise<number> {
  const [module] = await api.handle.db.select().from(modules).where(eq(modules.code, 'parley'));
  const [draw] = await api.handle.db
    .insert(draws)
    .values({
      module_id: module.id,
      name: `Parley auditado ${++counter}`,
      draw_at: new Date(api.clock.now().getTime() + 2 * 3_600_000),
      prize: 5000,
    })
    .returning();
  if (stage !== 'open') expect((await call(admin, 'POST', `/v1/draws/detail/${draw.id}/close`)).statusCode).toBe(200);
  if (stage === 'settled')
    expect((await call(admin, 'POST', `/v1/draws/detail/${draw.id}/result`, { numbers: PARLEY_RESULT })).statusCode).toBe(200);
  return draw.id;
}

const lastAuditId = async () =>
  (await api.handle.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
const auditAfter = (id: number) => api.handle.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
  [{ id: adminId }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
});
afterAll(() => api.close());

/**
 * One case per write route: a valid call, and the record its audit entry must name. Routes left
 * out on purpose, with why: the inbox's read marks (one's own reading, no business record). The
 * sign-in is a security event (security-events.test.ts covers its failures too).
 */
const NOT_AUDITED = new Set([
  'POST /v1/messages/detail/{id}/read',
  'POST /v1/messages/read-all',
  'POST /v1/notifications/detail/{id}/read',
  'POST /v1/notifications/read-all',
]);

/** A booth terminal of its own (a new seller account at a booth of the demo client) and a ticket it sold. */
async function terminalSale(): Promise<{ token: string; sellerId: number; ticketId: number; drawId: number }> {
  const [booth] = await api.handle.db
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .innerJoin(users, eq(users.id, ticketBooths.owner_id))
    .where(eq(users.username, 'cliente'))
    .limit(1);
  const account = await insertSellerAccount(api, booth.id, 'secreto123');
  const terminal = await terminalLogin(api, account);
  const drawId = await insertDraw(api, 'loteria_nacional');
  const [type] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(eq(modules.code, 'loteria_nacional'))
    // Its first type, terminal (payout 70): without an order the engine may answer another.
    .orderBy(gameTypes.id)
    .limit(1);
  const sold = await call(terminal.token, 'POST', '/v1/tickets/create', {
    request_id: randomUUID(),
    draw_id: drawId,
    lines: [{ game_type_id: type.id, selection: '1234'.slice(0, 2), amount: 1 }],
  });
  return { token: terminal.token, sellerId: account.id, ticketId: sold.json().id, drawId };
}

const limitForm = () => ({
  scope: 'global',
  scope_id: null,
  game_type_id: 1,
  draw_id: null,
  selection: String(++counter % 100).padStart(2, '0'),
  max_amount: 10,
});

interface WriteCase {
  /** Makes the call (after any setup) and answers its status and the record expected in the trail. */
  run(): Promise<{ status: number; record: { type: string; id: number }; action: string }>;
}

/** Today's day of a new booth of the demo client, closed by an administrator (its own booth: the other cases keep selling). */
async function closedDay(): Promise<{ boothId: number; date: string; id: number; status: number }> {
  const [owner] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'cliente'));
  const boothId = await insertBooth(api, { owner_id: owner.id });
  const date = businessDayOf(api.clock.now());
  const response = await call(admin, 'POST', `/v1/ticket_booths/detail/${boothId}/days/${date}/close`, { declared_cash: 0 });
  return { boothId, date, id: response.json().id, status: response.statusCode };
}

/** Today's (open) day of a new booth of the demo client. */
async function openDay(): Promise<{ boothId: number; date: string }> {
  const [owner] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'cliente'));
  return { boothId: await insertBooth(api, { owner_id: owner.id }), date: businessDayOf(api.clock.now()) };
}

/** A pending expense an administrator entered on today's day of a new booth. */
async function dayExpense(): Promise<{ boothId: number; date: string; id: number; status: number }> {
  const { boothId, date } = await openDay();
  const response = await call(admin, 'POST', `/v1/ticket_booths/detail/${boothId}/days/${date}/expenses`, {
    currency: 'USD',
    amount: 20,
    category: 'Servicios',
    note: 'Luz',
  });
  return { boothId, date, id: response.json().id, status: response.statusCode };
}

const dayIdOf = async (boothId: number, date: string) =>
  (await call(admin, 'GET', `/v1/ticket_booths/detail/${boothId}/days/${date}`)).json().id as number;

async function ownerPayment(): Promise<{ ownerId: number; id: number; status: number }> {
  const [owner] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'cliente'));
  const response = await call(admin, 'POST', `/v1/users/detail/${owner.id}/payments`, {
    request_id: randomUUID(),
    direction: 'owner_pays',
    amount: 150.25,
    reason: 'Depósito',
  });
  return { ownerId: owner.id, id: response.json().id, status: response.statusCode };
}

const CASES: Record<string, WriteCase> = {
  'POST /v1/ticket_booths/detail/{id}/days/{date}/close': {
    async run() {
      const { id, status } = await closedDay();
      return { status, record: { type: 'booth_day', id }, action: 'day_close' };
    },
  },
  'POST /v1/ticket_booths/detail/{id}/days/{date}/approve': {
    async run() {
      const { boothId, date, id } = await closedDay();
      const response = await call(admin, 'POST', `/v1/ticket_booths/detail/${boothId}/days/${date}/approve`);
      return { status: response.statusCode, record: { type: 'booth_day', id }, action: 'day_approve' };
    },
  },
  'POST /v1/ticket_booths/detail/{id}/days/{date}/reopen': {
    async run() {
      const { boothId, date, id } = await closedDay();
      const response = await call(admin, 'POST', `/v1/ticket_booths/detail/${boothId}/days/${date}/reopen`, {
        reason: 'Cerrado por error',
      });
      return { status: response.statusCode, record: { type: 'booth_day', id }, action: 'day_reopen' };
    },
  },
  'PUT /v1/ticket_booths/detail/{id}/days/{date}/float': {
    async run() {
      const { boothId, date } = await openDay();
      const response = await call(admin, 'PUT', `/v1/ticket_booths/detail/${boothId}/days/${date}/float`, { currency: 'USD', amount: 100 });
      return { status: response.statusCode, record: { type: 'booth_day', id: await dayIdOf(boothId, date) }, action: 'day_float' };
    },
  },
  'POST /v1/ticket_booths/detail/{id}/days/{date}/expenses': {
    async run() {
      const { boothId, date, status } = await dayExpense();
      return { status, record: { type: 'booth_day', id: await dayIdOf(boothId, date) }, action: 'expense_create' };
    },
  },
  'POST /v1/cash/expenses/detail/{id}/approve': {
    async run() {
      const { boothId, date, id } = await dayExpense();
      const response = await call(admin, 'POST', `/v1/cash/expenses/detail/${id}/approve`);
      return { status: response.statusCode, record: { type: 'booth_day', id: await dayIdOf(boothId, date) }, action: 'expense_approve' };
    },
  },
  'POST /v1/cash/expenses/detail/{id}/reject': {
    async run() {
      const { boothId, date, id } = await dayExpense();
      const response = await call(admin, 'POST', `/v1/cash/expenses/detail/${id}/reject`);
      return { status: response.statusCode, record: { type: 'booth_day', id: await dayIdOf(boothId, date) }, action: 'expense_reject' };
    },
  },
  'POST /v1/users/detail/{id}/payments': {
    async run() {
      const { id, status } = await ownerPayment();
      return { status, record: { type: 'owner_payment', id }, action: 'owner_payment' };
    },
  },
  'POST /v1/users/detail/{id}/payments/{paymentId}/reverse': {
    async run() {
      const { ownerId, id } = await ownerPayment();
      const response = await call(admin, 'POST', `/v1/users/detail/${ownerId}/payments/${id}/reverse`, { reason: 'Registrado dos veces' });
      return { status: response.statusCode, record: { type: 'owner_payment', id }, action: 'owner_payment_reversal' };
    },
  },
  'POST /v1/terminal/logout': {
    async run() {
      const { token, sellerId } = await terminalSale();
      const response = await call(token, 'POST', '/v1/terminal/logout');
      return { status: response.statusCode, record: { type: 'seller', id: sellerId }, action: 'session_end' };
    },
  },
  'POST /v1/tickets/create': {
    async run() {
      const { ticketId } = await terminalSale();
      return { status: ticketId ? 201 : 500, record: { type: 'ticket', id: ticketId }, action: 'sale' };
    },
  },
  'POST /v1/tickets/detail/{id}/cancel': {
    async run() {
      const { token, ticketId } = await terminalSale();
      const response = await call(token, 'POST', `/v1/tickets/detail/${ticketId}/cancel`, { reason: 'Error de digitación' });
      return { status: response.statusCode, record: { type: 'ticket', id: ticketId }, action: 'cancel' };
    },
  },
  'POST /v1/tickets/detail/{id}/pay': {
    async run() {
      const { ticketId, drawId } = await terminalSale();
      await call(admin, 'POST', `/v1/draws/detail/${drawId}/close`);
      await call(admin, 'POST', `/v1/draws/detail/${drawId}/result`, { numbers: ['0012'] });
      const response = await call(admin, 'POST', `/v1/tickets/detail/${ticketId}/pay`, { expected_amount: 70 });
      return { status: response.statusCode, record: { type: 'ticket', id: ticketId }, action: 'pay' };
    },
  },
  'POST /v1/tickets/detail/{id}/refund': {
    async run() {
      const { token, ticketId, drawId } = await terminalSale();
      await call(admin, 'POST', `/v1/draws/detail/${drawId}/suspend`, { reason: 'No se jugó' });
      const response = await call(token, 'POST', `/v1/tickets/detail/${ticketId}/refund`);
      return { status: response.statusCode, record: { type: 'ticket', id: ticketId }, action: 'refund_pay' };
    },
  },
  'POST /v1/limits/create': {
    async run() {
      const response = await call(admin, 'POST', '/v1/limits/create', limitForm());
      return { status: response.statusCode, record: { type: 'sales_limit', id: response.json().id }, action: 'create' };
    },
  },
  'PUT /v1/limits/detail/{id}': {
    async run() {
      const { id } = (await call(admin, 'POST', '/v1/limits/create', limitForm())).json();
      const response = await call(admin, 'PUT', `/v1/limits/detail/${id}`, { max_amount: 0 });
      return { status: response.statusCode, record: { type: 'sales_limit', id }, action: 'update' };
    },
  },
  'DELETE /v1/limits/detail/{id}': {
    async run() {
      const { id } = (await call(admin, 'POST', '/v1/limits/create', limitForm())).json();
      const response = await call(admin, 'DELETE', `/v1/limits/detail/${id}`);
      return { status: response.statusCode, record: { type: 'sales_limit', id }, action: 'delete' };
    },
  },
  'PUT /v1/ticket_booths/games/detail/{id}': {
    async run() {
      const [module] = await api.handle.db.select().from(modules).where(eq(modules.code, 'bingo'));
      const response = await call(admin, 'PUT', `/v1/ticket_booths/games/detail/${module.id}`, {
        cutoff_minutes: module.cutoff_minutes + 1,
        prize_expiry_days: module.prize_expiry_days,
      });
      return { status: response.statusCode, record: { type: 'module', id: module.id }, action: 'update' };
    },
  },
  'POST /v1/ticket_booths/games/create': {
    async run() {
      const response = await call(admin, 'POST', '/v1/ticket_booths/games/create', {
        code: 'audit_lottery',
        name: 'Lotería de auditoría',
        description: '',
        result_format: 'digits4',
        cutoff_minutes: 5,
        prize_expiry_days: 30,
        schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['12:00'] }],
        types: [
          {
            code: 'terminal',
            name: 'Terminal',
            kind: 'single',
            bet_format: 'terminal',
            payout: 70,
            min_bet: { VES: 1, USD: 1 },
            max_bet: { VES: null, USD: null },
          },
        ],
      });
      return { status: response.statusCode, record: { type: 'module', id: response.json().id }, action: 'create' };
    },
  },
  'PUT /v1/ticket_booths/games/detail/{id}/types/{type_id}': {
    async run() {
      // A bingo type: the sales of the other cases (Lotería Nacional) keep their payouts.
      const [type] = await api.handle.db
        .select({ id: gameTypes.id, module_id: gameTypes.module_id, payout: gameTypes.payout })
        .from(gameTypes)
        .innerJoin(modules, eq(modules.id, gameTypes.module_id))
        .where(eq(modules.code, 'bingo'))
        .limit(1);
      const response = await call(admin, 'PUT', `/v1/ticket_booths/games/detail/${type.module_id}/types/${type.id}`, {
        payout: type.payout + 1,
      });
      return { status: response.statusCode, record: { type: 'game_type', id: type.id }, action: 'update' };
    },
  },
  'POST /v1/auth/login': {
    async run() {
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'operador', password: 'operador123' },
      });
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'operador'));
      return { status: response.statusCode, record: { type: 'user', id }, action: 'sign_in' };
    },
  },
  'POST /v1/terminal/login': {
    async run() {
      const [booth] = await api.handle.db.select({ id: ticketBooths.id }).from(ticketBooths).limit(1);
      const account = await insertSellerAccount(api, booth.id, 'secreto123');
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/terminal/login',
        payload: { username: account.username, password: account.password, device_id: 'auditoria' },
      });
      return { status: response.statusCode, record: { type: 'seller', id: account.id }, action: 'terminal_sign_in' };
    },
  },
  'POST /v1/auth/logout': {
    async run() {
      const token = await api.login('operator');
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'operador'));
      const response = await call(token, 'POST', '/v1/auth/logout');
      return { status: response.statusCode, record: { type: 'user', id }, action: 'session_end' };
    },
  },
  'POST /v1/users/create': {
    async run() {
      const response = await call(admin, 'POST', '/v1/users/create', { ...profileForm(), role: 'client' });
      return { status: response.statusCode, record: { type: 'user', id: response.json().id }, action: 'create' };
    },
  },
  'PUT /v1/users/detail/{id}': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}`, profileForm({ first_name: 'Rosalía' }));
      return { status: response.statusCode, record: { type: 'user', id }, action: 'update' };
    },
  },
  'PUT /v1/users/detail/{id}/password': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}/password`, { password: 'nueva-clave-1' });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'password' };
    },
  },
  'POST /v1/users/detail/{id}/unlock': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'POST', `/v1/users/detail/${id}/unlock`);
      return { status: response.statusCode, record: { type: 'user', id }, action: 'unlock' };
    },
  },
  'PUT /v1/users/detail/{id}/status': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}/status`, { isactive: false });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'status' };
    },
  },
  'PUT /v1/users/detail/{id}/role': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}/role`, { role: 'operator' });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'role' };
    },
  },
  'DELETE /v1/users/detail/{id}': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'DELETE', `/v1/users/detail/${id}`);
      return { status: response.statusCode, record: { type: 'user', id }, action: 'delete' };
    },
  },
  'POST /v1/users/detail/{id}/modules': {
    async run() {
      const id = await newUser();
      const [module] = await api.handle.db.select({ id: modules.id }).from(modules).limit(1);
      const response = await call(admin, 'POST', `/v1/users/detail/${id}/modules`, { id: module.id, assigned: true });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'modules' };
    },
  },
  'PUT /v1/users/detail/{id}/modules/{moduleId}/games/{gameTypeId}': {
    async run() {
      const id = await newUser();
      const [game] = await api.handle.db.select({ id: gameTypes.id, moduleId: gameTypes.module_id }).from(gameTypes).limit(1);
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}/modules/${game.moduleId}/games/${game.id}`, {
        enabled: true,
        sales_limit: { VES: 20000, USD: 500 },
      });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'game_config' };
    },
  },
  'PUT /v1/users/detail/{id}/prize-plan': {
    async run() {
      const id = await newUser();
      const [game] = await api.handle.db.select({ id: gameTypes.id }).from(gameTypes).limit(1);
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}/prize-plan`, [
        { game_type_id: game.id, payout: 75, commission_percentage: 15 },
      ]);
      return { status: response.statusCode, record: { type: 'user', id }, action: 'game_config' };
    },
  },
  'PUT /v1/ticket_booths/detail/{id}/prize-plan': {
    async run() {
      const id = await newBooth();
      const [game] = await api.handle.db.select({ id: gameTypes.id }).from(gameTypes).limit(1);
      const response = await call(admin, 'PUT', `/v1/ticket_booths/detail/${id}/prize-plan`, [
        { game_type_id: game.id, payout: 85, commission_percentage: null },
      ]);
      return { status: response.statusCode, record: { type: 'booth', id }, action: 'game_config' };
    },
  },
  'PUT /v1/users/detail/{id}/credit': {
    async run() {
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'cliente'));
      const response = await call(admin, 'PUT', `/v1/users/detail/${id}/credit`, { VES: null, USD: 5000 });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'credit_limit' };
    },
  },
  'POST /v1/users/detail/{id}/settings': {
    async run() {
      const id = await newUser();
      const response = await call(admin, 'POST', `/v1/users/detail/${id}/settings`, {
        setting_key: 'sale_percentage',
        setting: { value: 12.5 },
      });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'settings' };
    },
  },
  'DELETE /v1/users/detail/{id}/sessions/{sessionId}': {
    async run() {
      await api.login('client');
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'cliente'));
      const [session] = (await call(admin, 'GET', `/v1/users/detail/${id}/sessions`)).json().sessions;
      const response = await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions/${session.id}`);
      return { status: response.statusCode, record: { type: 'user', id }, action: 'session_end' };
    },
  },
  'DELETE /v1/users/detail/{id}/sessions': {
    async run() {
      await api.login('client');
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'cliente'));
      const response = await call(admin, 'DELETE', `/v1/users/detail/${id}/sessions`);
      return { status: response.statusCode, record: { type: 'user', id }, action: 'sessions_end' };
    },
  },
  'DELETE /v1/auth/sessions/{sessionId}': {
    async run() {
      await api.login('ticket_seller');
      const current = await api.login('ticket_seller');
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'vendedor'));
      const listed = (await call(current, 'GET', '/v1/auth/sessions')).json().sessions as { id: number; current: boolean }[];
      const target = listed.find((session) => !session.current)!;
      const response = await call(current, 'DELETE', `/v1/auth/sessions/${target.id}`);
      return { status: response.statusCode, record: { type: 'user', id }, action: 'session_end' };
    },
  },
  'PUT /v1/auth/password': {
    async run() {
      const username = `propia.auditada.${++counter}`;
      const id = await newUser({ username, password: 'actual-1' });
      const login = await api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: 'actual-1' } });
      const response = await call(login.json().token, 'PUT', '/v1/auth/password', {
        current_password: 'actual-1',
        new_password: 'nueva-22',
      });
      return { status: response.statusCode, record: { type: 'user', id }, action: 'own_password' };
    },
  },
  'POST /v1/draws/detail/{id}/close': {
    async run() {
      const id = await newDraw();
      const response = await call(admin, 'POST', `/v1/draws/detail/${id}/close`);
      return { status: response.statusCode, record: { type: 'draw', id }, action: 'draw_close' };
    },
  },
  'POST /v1/draws/detail/{id}/result': {
    async run() {
      const id = await newDraw('closed');
      const response = await call(admin, 'POST', `/v1/draws/detail/${id}/result`, { numbers: PARLEY_RESULT });
      return { status: response.statusCode, record: { type: 'draw', id }, action: 'draw_result' };
    },
  },
  'POST /v1/results/feed': {
    async run() {
      // The provider's result, proposed for a person (the parley lottery does not confirm the feed's at once).
      const id = await newDraw('closed');
      const [draw] = await api.handle.db.select({ drawAt: draws.draw_at }).from(draws).where(eq(draws.id, id));
      api.app.resultsFeedSecret = 'clave-de-la-auditoria';
      const body = JSON.stringify({
        source: 'Proveedor',
        lottery_code: 'parley',
        draw_at: draw.drawAt.toISOString(),
        numbers: PARLEY_RESULT,
      });
      const signature = `sha256=${createHmac('sha256', 'clave-de-la-auditoria').update(body).digest('hex')}`;
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/results/feed',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-signature': signature },
      });
      return { status: response.statusCode, record: { type: 'draw', id }, action: 'draw_result_proposed' };
    },
  },
  'PUT /v1/draws/detail/{id}/result': {
    async run() {
      const id = await newDraw('settled');
      const response = await call(admin, 'PUT', `/v1/draws/detail/${id}/result`, { numbers: ['2', ...PARLEY_RESULT.slice(1)] });
      return { status: response.statusCode, record: { type: 'draw', id }, action: 'draw_correction' };
    },
  },
  'POST /v1/draws/create': {
    async run() {
      const [module] = await api.handle.db.select({ id: modules.id }).from(modules).where(eq(modules.code, 'loteria_nacional'));
      const drawAt = new Date(api.clock.now().getTime() + 50 * 3_600_000 + ++counter * 60_000).toISOString();
      const response = await call(admin, 'POST', '/v1/draws/create', { module_id: module.id, draw_at: drawAt });
      return { status: response.statusCode, record: { type: 'draw', id: response.json().id }, action: 'create' };
    },
  },
  'PUT /v1/draws/detail/{id}': {
    async run() {
      const id = await newDraw();
      const drawAt = new Date(api.clock.now().getTime() + 60 * 3_600_000 + ++counter * 60_000).toISOString();
      const response = await call(admin, 'PUT', `/v1/draws/detail/${id}`, { draw_at: drawAt });
      return { status: response.statusCode, record: { type: 'draw', id }, action: 'update' };
    },
  },
  'POST /v1/draws/detail/{id}/suspend': {
    async run() {
      const id = await newDraw();
      const response = await call(admin, 'POST', `/v1/draws/detail/${id}/suspend`, { reason: 'No se jugó' });
      return { status: response.statusCode, record: { type: 'draw', id }, action: 'draw_suspend' };
    },
  },
  'POST /v1/ticket_booths/games/detail/{id}/days-off': {
    async run() {
      const [module] = await api.handle.db.select({ id: modules.id }).from(modules).where(eq(modules.code, 'parley'));
      const date = new Date(api.clock.now().getTime() + (40 + ++counter) * 86_400_000).toISOString().slice(0, 10);
      const response = await call(admin, 'POST', `/v1/ticket_booths/games/detail/${module.id}/days-off`, { date, reason: 'Feriado' });
      return { status: response.statusCode, record: { type: 'module', id: module.id }, action: 'update' };
    },
  },
  'DELETE /v1/ticket_booths/games/detail/{id}/days-off/{date}': {
    async run() {
      const [module] = await api.handle.db.select({ id: modules.id }).from(modules).where(eq(modules.code, 'parley'));
      const date = new Date(api.clock.now().getTime() + (40 + ++counter) * 86_400_000).toISOString().slice(0, 10);
      await call(admin, 'POST', `/v1/ticket_booths/games/detail/${module.id}/days-off`, { date, reason: 'Feriado' });
      const response = await call(admin, 'DELETE', `/v1/ticket_booths/games/detail/${module.id}/days-off/${date}`);
      return { status: response.statusCode, record: { type: 'module', id: module.id }, action: 'update' };
    },
  },
  'DELETE /v1/auth/sessions': {
    async run() {
      await api.login('ticket_seller');
      const current = await api.login('ticket_seller');
      const [{ id }] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'vendedor'));
      const response = await call(current, 'DELETE', '/v1/auth/sessions');
      return { status: response.statusCode, record: { type: 'user', id }, action: 'sessions_end' };
    },
  },
  'POST /v1/sellers/create': {
    async run() {
      const boothId = await newBooth();
      const response = await call(admin, 'POST', '/v1/sellers/create', {
        ticket_booth_id: boothId,
        label: 'Vendedor Nuevo',
        username: `nuevo.${++counter}@example.com`,
        is_active: true,
      });
      return { status: response.statusCode, record: { type: 'seller', id: response.json().id }, action: 'create' };
    },
  },
  'PUT /v1/sellers/detail/{id}': {
    async run() {
      const boothId = await newBooth();
      const id = await newSeller(boothId);
      const response = await call(admin, 'PUT', `/v1/sellers/detail/${id}`, {
        ticket_booth_id: boothId,
        label: 'Vendedor Renombrado',
        username: `renombrado.${++counter}@example.com`,
        is_active: true,
      });
      return { status: response.statusCode, record: { type: 'seller', id }, action: 'update' };
    },
  },
  'POST /v1/sellers/detail/{id}/unlock': {
    async run() {
      const id = await newSeller(await newBooth());
      const response = await call(admin, 'POST', `/v1/sellers/detail/${id}/unlock`);
      return { status: response.statusCode, record: { type: 'seller', id }, action: 'unlock' };
    },
  },
  'POST /v1/ticket_booths/create': {
    async run() {
      const response = await call(admin, 'POST', '/v1/ticket_booths/create', { name: 'Agencia Creada', location: 'Maracay' });
      return { status: response.statusCode, record: { type: 'booth', id: response.json().id }, action: 'create' };
    },
  },
  'PUT /v1/ticket_booths/detail/{id}': {
    async run() {
      const id = await newBooth();
      const response = await call(admin, 'PUT', `/v1/ticket_booths/detail/${id}`, { name: 'Agencia Renombrada', location: 'Valencia' });
      return { status: response.statusCode, record: { type: 'booth', id }, action: 'update' };
    },
  },
  'PUT /v1/settings/currencies': {
    async run() {
      const read = await api.call({ method: 'GET', url: '/api/v1/settings/currencies', token: admin });
      const response = await api.call({
        method: 'PUT',
        url: '/api/v1/settings/currencies',
        token: admin,
        payload: { enabled: ['VES', 'USD'], default: 'USD' },
        headers: { 'if-match': read.headers.etag as string },
      });
      return { status: response.statusCode, record: { type: 'banca_settings', id: 1 }, action: 'settings' };
    },
  },
  'DELETE /v1/ticket_booths/detail/{id}': {
    async run() {
      const id = await newBooth();
      const response = await call(admin, 'DELETE', `/v1/ticket_booths/detail/${id}`);
      return { status: response.statusCode, record: { type: 'booth', id }, action: 'delete' };
    },
  },
  'POST /v1/ticket_booths/detail/{id}/sellers': {
    async run() {
      const seller = await newSeller(await newBooth());
      const id = await newBooth();
      const response = await call(admin, 'POST', `/v1/ticket_booths/detail/${id}/sellers`, { seller_id: seller });
      return { status: response.statusCode, record: { type: 'booth', id }, action: 'assign_seller' };
    },
  },
  'DELETE /v1/ticket_booths/detail/{id}/sellers/{sellerId}': {
    async run() {
      const id = await newBooth();
      const seller = await newSeller(id);
      const response = await call(admin, 'DELETE', `/v1/ticket_booths/detail/${id}/sellers/${seller}`);
      return { status: response.statusCode, record: { type: 'booth', id }, action: 'remove_seller' };
    },
  },
};

describe('every write of the API is audited', () => {
  it('each write route of the OpenAPI document has a case here (or a stated reason not to)', async () => {
    const spec = (await api.call({ method: 'GET', url: '/api/docs/json' })).json();
    const writes = Object.entries<Record<string, unknown>>(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(writes.filter((route) => !NOT_AUDITED.has(route)).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s records its entry: who, from where, the action and the record', async (route) => {
    const before = await lastAuditId();
    const { status, record, action } = await CASES[route].run();
    expect(status).toBeLessThan(300);
    const entries = await auditAfter(before);
    const entry = entries.find((e) => e.record_type === record.type && e.record_id === record.id && e.action === action);
    expect(entry).toBeDefined();
    expect(entry!.address).toBe('127.0.0.1');
    // A staff user, or a booth terminal's seller account; the results feed is its source (no account).
    if (route === 'POST /v1/results/feed') expect(entry!.actor_username).toBe('Proveedor');
    else expect(entry!.actor_id ?? entry!.actor_seller_id).not.toBeNull();
    expect(entry!.actor_username).toEqual(expect.any(String));
  });
});

describe('what an entry holds', () => {
  it('an edit records only the changed fields, before and after, and who made it', async () => {
    const id = await newUser({ first_name: 'Carmen' });
    const before = await lastAuditId();
    const response = await call(
      admin,
      'PUT',
      `/v1/users/detail/${id}`,
      profileForm({ first_name: 'Carmela', email: `carmela.${counter}@example.com` }),
    );
    expect(response.statusCode).toBe(200);
    const [entry] = await auditAfter(before);
    expect(entry).toMatchObject({ action: 'update', record_type: 'user', record_id: id, actor_id: adminId, actor_username: 'admin' });
    expect(entry.before).toMatchObject({ first_name: 'Carmen' });
    expect(entry.after).toMatchObject({ first_name: 'Carmela' });
    expect(Object.keys(entry.before as object)).not.toContain('last_name');
  });

  it('a password change says the password changed, never its value or hash', async () => {
    const id = await newUser();
    const before = await lastAuditId();
    await call(admin, 'PUT', `/v1/users/detail/${id}/password`, { password: 'muy-secreta-9' });
    const [entry] = await auditAfter(before);
    expect(entry.after).toEqual(expect.objectContaining({ password: '(cambiada)' }));
    const text = JSON.stringify(await api.handle.db.select().from(auditLog));
    expect(text).not.toContain('muy-secreta-9');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('password_hash');
  });

  it('a seller created with a password keeps the hash out of the trail', async () => {
    const before = await lastAuditId();
    const id = await newSeller(await newBooth());
    const entries = await auditAfter(before);
    const created = entries.find((e) => e.record_type === 'seller' && e.record_id === id)!;
    expect(created.after).toMatchObject({ label: expect.any(String), ticket_booth_id: expect.any(Number) });
    expect(JSON.stringify(created)).not.toContain('$argon2');
  });

  it('assigning a seller records it on the booth and on the seller', async () => {
    const from = await newBooth();
    const seller = await newSeller(from);
    const to = await newBooth();
    const before = await lastAuditId();
    await call(admin, 'POST', `/v1/ticket_booths/detail/${to}/sellers`, { seller_id: seller });
    const entries = await auditAfter(before);
    expect(entries.find((e) => e.record_type === 'booth')).toMatchObject({ record_id: to, after: { seller_id: seller } });
    expect(entries.find((e) => e.record_type === 'seller')).toMatchObject({
      record_id: seller,
      before: { ticket_booth_id: from },
      after: { ticket_booth_id: to },
    });
  });
});

describe('an entry exists exactly when its write commits', () => {
  it('a refused write (stale If-Match) leaves no entry and no change', async () => {
    const id = await newUser({ first_name: 'Intacta' });
    const before = await lastAuditId();
    const response = await call(admin, 'PUT', `/v1/users/detail/${id}`, profileForm({ first_name: 'Cambiada' }), { 'if-match': '"999"' });
    expect(response.statusCode).toBe(412);
    expect(await auditAfter(before)).toEqual([]);
  });

  it('a write that fails after recording rolls its entry back with it', async () => {
    const before = await lastAuditId();
    await expect(
      auditedWrite(api.handle.db, TEST_ACTOR, async (tx, audit) => {
        const [booth] = await tx.insert(ticketBooths).values({ name: 'Agencia Fallida', email: '', location: '' }).returning();
        audit({ action: 'create', recordType: 'booth', recordId: booth.id });
        throw new Error('la escritura falla después');
      }),
    ).rejects.toThrow('la escritura falla después');
    expect(await auditAfter(before)).toEqual([]);
    expect(await api.handle.db.select().from(ticketBooths).where(eq(ticketBooths.name, 'Agencia Fallida'))).toEqual([]);
  });

  it('a write that records nothing is refused and rolled back', async () => {
    await expect(
      auditedWrite(api.handle.db, TEST_ACTOR, async (tx) => {
        await tx.update(sellers).set({ label: 'Sin rastro' }).where(eq(sellers.id, 1));
      }),
    ).rejects.toThrow('a write recorded nothing in the audit trail');
    expect(await api.handle.db.select().from(sellers).where(eq(sellers.label, 'Sin rastro'))).toEqual([]);
  });
});

describe('the audit screen', () => {
  it('is for administrators only', async () => {
    for (const role of ['operator', 'client', 'ticket_seller'] as const) {
      const token = await api.login(role);
      expect((await call(token, 'GET', '/v1/audit/list')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/v1/audit/export')).statusCode).toBe(403);
    }
  });

  it('filters by record, person and business days, newest first, 10 a page', async () => {
    const id = await newUser();
    for (const first_name of ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez', 'Once']) {
      expect((await call(admin, 'PUT', `/v1/users/detail/${id}`, profileForm({ first_name }))).statusCode).toBe(200);
    }
    const first = (await call(admin, 'GET', `/v1/audit/list?record_type=user&record_id=${id}`)).json();
    expect(first).toMatchObject({ page: 1, total: 12, totalPages: 2 });
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]).toMatchObject({ action: 'update', after: { first_name: 'Once' }, actor_username: 'admin' });
    const second = (await call(admin, 'GET', `/v1/audit/list?record_type=user&record_id=${id}&page=2`)).json();
    expect(second.entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);

    const byPerson = (await call(admin, 'GET', `/v1/audit/list?actor_id=${adminId}`)).json();
    expect(byPerson.entries.every((e: { actor_id: number }) => e.actor_id === adminId)).toBe(true);
    const byName = (await call(admin, 'GET', `/v1/audit/list?search=ADM&record_type=user&record_id=${id}`)).json();
    expect(byName.total).toBe(12);
    expect((await call(admin, 'GET', `/v1/audit/list?search=operador&record_type=user&record_id=${id}`)).json().total).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
    const within = (await call(admin, 'GET', `/v1/audit/list?record_id=${id}&record_type=user&from=${today}&to=${today}`)).json();
    expect(within.total).toBe(12);
    const earlier = (await call(admin, 'GET', `/v1/audit/list?record_id=${id}&record_type=user&to=2020-01-01`)).json();
    expect(earlier.total).toBe(0);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const wrongType = await call(admin, 'GET', '/v1/audit/list?record_type=boleto');
    expect(wrongType.statusCode).toBe(400);
    const backwards = await call(admin, 'GET', '/v1/audit/list?from=2026-11-20&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toHaveProperty('to');
    const unreal = await call(admin, 'GET', '/v1/audit/list?from=2026-02-30');
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().fields).toHaveProperty('from');
  });

  it('exports the filtered entries as CSV for a Spanish spreadsheet', async () => {
    const id = await newBooth();
    await call(admin, 'PUT', `/v1/ticket_booths/detail/${id}`, { name: '=HIPERVINCULO("x")', location: 'Caracas' });
    const response = await call(admin, 'GET', `/v1/audit/export?record_type=booth&record_id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha;Hora;Persona;Dirección;Acción;Tipo de registro;N.º de registro;Nombre del registro;Cambios');
    expect(lines).toHaveLength(3);
    // A name that could start a formula is quoted and defused.
    expect(lines[1]).toContain(`;admin;127.0.0.1;Edición;Taquilla;${id};"'=HIPERVINCULO(""x"")";`);
    expect(lines[2]).toContain(';Creación;Taquilla;');
  });

  /** The CSV's rows as cells (a cell with a line break or a semicolon comes quoted). */
  const csvRows = (body: string) => {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    const text = body.replace(/^\uFEFF/, '');
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (quoted) {
        if (char === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ';') {
        row.push(cell);
        cell = '';
      } else if (char === '\r' && text[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i++;
      } else cell += char;
    }
    return rows;
  };

  it('exports in the staff’s words: Caracas date and time, Spanish fields and values, records by name, only what changed', async () => {
    const person = { first_name: 'Carmen', last_name: 'Díaz', email: `carmen.${++counter}@example.com` };
    const id = await newUser({ ...person, phone: '0414 5550000' });
    await call(
      admin,
      'PUT',
      `/v1/users/detail/${id}`,
      profileForm({ ...person, phone: '0424 5551111', country: 'CO', timezone: 'America/Bogota' }),
    );
    await call(admin, 'PUT', `/v1/users/detail/${id}/password`, { password: 'otra-clave-9' });
    await call(admin, 'PUT', `/v1/users/detail/${id}/status`, { isactive: false });
    const [module] = await api.handle.db.select({ id: modules.id, name: modules.name }).from(modules).limit(1);
    await call(admin, 'POST', `/v1/users/detail/${id}/modules`, { id: module.id, assigned: true });

    const list = (await call(admin, 'GET', `/v1/audit/list?record_type=user&record_id=${id}`)).json().entries;
    const rows = csvRows((await call(admin, 'GET', `/v1/audit/export?record_type=user&record_id=${id}`)).body);
    const [header, ...entries] = rows;
    const cells = (row: string[]) => Object.fromEntries(header.map((name, i) => [name, row[i]]));
    const byAction = (action: string) => cells(entries[list.findIndex((entry: { action: string }) => entry.action === action)]);

    // The moment on the banca's clock (Caracas), as a Spanish spreadsheet reads a date and a time.
    const at = new Date(list[0].at);
    const caracas = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Caracas',
      dateStyle: 'short',
      timeStyle: 'medium',
      hourCycle: 'h23',
    });
    const [day, time] = caracas.format(at).split(', ');
    expect(cells(entries[0])).toMatchObject({ Fecha: day, Hora: time });

    const update = byAction('update');
    expect(update).toMatchObject({
      Acción: 'Edición',
      'Tipo de registro': 'Usuario',
      'N.º de registro': String(id),
      'Nombre del registro': 'Carmen Díaz',
    });
    // Only what changed, named and valued as the profile form shows it.
    expect(update.Cambios.split('\n').sort()).toEqual([
      'País: Venezuela → Colombia',
      'Teléfono: 0414 5550000 → 0424 5551111',
      'Zona horaria: America/Caracas → America/Bogota',
    ]);
    expect(byAction('password').Cambios).toBe('Contraseña: cambiada');
    expect(byAction('status').Cambios).toBe('Estado: Activo → Inactivo');
    expect(byAction('modules').Cambios).toBe(`Módulo: ${module.name}\nEstado del módulo: No habilitado → Habilitado`);
    const created = byAction('create').Cambios.split('\n');
    expect(created).toEqual(
      expect.arrayContaining(['Rol: Cliente', 'Nombre: Carmen', 'Tipo de documento: DNI', 'Idioma: Español', 'Estado: Activo']),
    );
    // No ids, timestamps, counters or empty values of the new record.
    expect(created.join('\n')).not.toMatch(/\bid\b|createdat|Intentos|Creado por|—|T\d\d:/);
    expect(rows.flat().join('\n')).not.toMatch(/\{"|\(cambiada\)|[a-z]+_[a-z]+:/);
  });

  it('has a Spanish name for every field of a record the trail can hold (a new column needs one)', async () => {
    const columns = [users, sellers, ticketBooths, draws].flatMap((table) => Object.keys(getTableColumns(table)));
    const fields = columns.filter(
      (field) => recordedFields({ [field]: 1 })[field] !== undefined && !['id', 'createdat', 'created_at'].includes(field),
    );
    expect(fields.filter((field) => !(field in AUDIT_FIELD_LABELS))).toEqual([]);
  });

  it('names the records an entry points at, and leaves out what a write did not change', async () => {
    const from = await newBooth();
    const seller = await newSeller(from);
    const to = await newBooth();
    await call(admin, 'POST', `/v1/ticket_booths/detail/${to}/sellers`, { seller_id: seller });
    const [fromName, toName] = (
      await Promise.all(
        [from, to].map((booth) => api.handle.db.select({ name: ticketBooths.name }).from(ticketBooths).where(eq(ticketBooths.id, booth))),
      )
    ).map(([booth]) => booth.name);
    const moved = (await call(admin, 'GET', `/v1/audit/list?record_type=seller&record_id=${seller}`)).json().entries[0];
    expect(moved.names).toMatchObject({ [`booth:${from}`]: fromName, [`booth:${to}`]: toName, [`seller:${seller}`]: expect.any(String) });
    const rows = csvRows((await call(admin, 'GET', `/v1/audit/export?record_type=seller&record_id=${seller}`)).body);
    expect(rows[1].at(-1)).toBe(`Taquilla: ${fromName} → ${toName}`);

    // A correction keeps the draw settled: only the result changed.
    const draw = await newDraw('settled');
    await call(admin, 'PUT', `/v1/draws/detail/${draw}/result`, { numbers: ['2', 'X', '2', '1', '1', '2', 'X', '1'] });
    const corrected = csvRows((await call(admin, 'GET', `/v1/audit/export?record_type=draw&record_id=${draw}`)).body)[1];
    expect(corrected).toContain('Corrección del resultado');
    expect(corrected.at(-1)).toBe('Resultado: 1-X-2-1-1-2-X-1 → 2-X-2-1-1-2-X-1');
  });
});
