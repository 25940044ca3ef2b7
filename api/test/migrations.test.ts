/**
 * Migrations meet existing data: a database migrated up to an older migration, filled with rows
 * the new rules refuse, then opened by the current code (which applies the rest), on the engine
 * under test.
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { testDatabaseLocation } from './helpers';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
});

/** A copy of the migrations that ends with the one tagged `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-migrations-'));
  copies.push(copy);
  fs.cpSync(migrationsFolder, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration tagged ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}

/** The rows of a raw query on either engine's driver. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A draw of the (one) module, a booth of `owner` and a seller account there, with the columns every version since 0008 has. */
async function insertDrawBoothSeller(db: Database, owner: number): Promise<{ drawId: number; booth: number; seller: number }> {
  const [draw] = await rows<{ id: number }>(
    db,
    sql`insert into draws (module_id, name, draw_at, prize) select id, 'Nacional', '2099-01-01T16:00:00Z', 1000 from modules returning id`,
  );
  const [booth] = await rows<{ id: number }>(db, sql`insert into ticket_booths (name, owner_id) values ('Agencia', ${owner}) returning id`);
  const [seller] = await rows<{ id: number }>(
    db,
    sql`insert into sellers (ticket_booth_id, label, username, password_hash) values (${booth.id}, 'Ana', 'ana@example.com', 'x') returning id`,
  );
  return { drawId: draw.id, booth: booth.id, seller: seller.id };
}

async function insertUser(db: Database, username: string, email: string, deleted = false): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into users (username, password_hash, role, first_name, last_name, document_type, document_number, email, deletedat)
        values (${username}, 'x', 'operator', 'Ana', 'Pérez', 'DNI', 'V-1', ${email}, ${deleted ? new Date() : null})
        returning id`,
  );
  return row.id;
}

describe('the migrations folder', () => {
  it('holds every change of the schema module, and its snapshots form one chain', () => {
    // drizzle-kit compares the schema with the last snapshot (refusing two snapshots with one parent),
    // here on a copy: a column added to src/db/schema.ts without its migration fails this test.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-migrations-'));
    copies.push(copy);
    fs.cpSync(migrationsFolder, copy, { recursive: true });
    const apiRoot = path.resolve(__dirname, '..');
    const drizzleKit = path.join(apiRoot, 'node_modules', '.bin', 'drizzle-kit');
    const run = spawnSync(
      drizzleKit,
      [
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema.ts',
        '--out',
        path.relative(apiRoot, copy),
        '--name',
        'unexpected',
      ],
      { cwd: apiRoot, encoding: 'utf8' },
    );
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).toBe(0);
    expect(output).toContain('No schema changes');
    expect(fs.readdirSync(copy).filter((name) => name.endsWith('.sql'))).toEqual(
      fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')),
    );
  });
});

describe('0003_unique_live_emails', () => {
  it('keeps an e-mail shared by live users on the oldest account and tags the others with their id', async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0002_users_search_totals') });
      const oldest = await insertUser(before.db, 'ana.1', 'Compartido@Example.com');
      const second = await insertUser(before.db, 'ana.2', 'compartido@example.com');
      const deleted = await insertUser(before.db, 'ana.3', 'COMPARTIDO@example.com', true);
      const third = await insertUser(before.db, 'ana.4', 'compartido@EXAMPLE.com');
      const alone = await insertUser(before.db, 'ana.5', 'sola@example.com');
      await before.close();

      const after = await openDatabase(location.options);
      try {
        const emails = Object.fromEntries(
          (await rows<{ id: number; email: string }>(after.db, sql`select id, email from users order by id`)).map((u) => [u.id, u.email]),
        );
        expect(emails).toEqual({
          [oldest]: 'Compartido@Example.com',
          [second]: `compartido+duplicado${second}@example.com`,
          [deleted]: 'COMPARTIDO@example.com',
          [third]: `compartido+duplicado${third}@EXAMPLE.com`,
          [alone]: 'sola@example.com',
        });
        // From now on the database refuses a second live user with the address.
        await expect(insertUser(after.db, 'ana.6', 'COMPARTIDO@EXAMPLE.COM')).rejects.toMatchObject({ cause: { code: '23505' } });
        expect(await insertUser(after.db, 'ana.7', 'compartido@example.com', true)).toEqual(expect.any(Number));
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});

describe('0008_draw_lifecycle', () => {
  it('moves the old draw statuses to the lifecycle and leaves no result on a ticket of an unsettled draw', async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0007_record_versions') });
      const admin = await insertUser(before.db, 'admin', 'admin@example.com');
      await before.db.execute(sql`update users set role = 'admin' where id = ${admin}`);
      await before.db.execute(sql`insert into modules (code, name) values ('loteria_nacional', 'Lotería Nacional'), ('parley', 'Parley')`);
      await before.db.execute(sql`
        insert into game_types (module_id, code, name, kind, payout, min_bet)
        select id, 'terminal', 'Terminal', 'single', 70, 1 from modules where code = 'loteria_nacional'
        union all select id, 'parley_2', 'Parley de 2', 'parlay', 3.4, 1 from modules where code = 'parley'`);
      const draw = async (status: string, at: string, numbers: string | null) =>
        (
          await rows<{ id: number }>(
            before.db,
            sql`insert into draws (module_id, name, draw_at, status, prize, winning_numbers)
                select id, ${status}, ${at}::timestamptz, ${status}, 1000, ${numbers} from modules where code = 'loteria_nacional'
                returning id`,
          )
        )[0].id;
      const finished = await draw('finished', '2020-01-01T16:00:00Z', '4819');
      const pastActive = await draw('active', '2020-01-02T16:00:00Z', null);
      const future = await draw('pending', '2099-01-01T16:00:00Z', null);
      // A winner flag the seed of an older version could leave on a draw that had not happened.
      const booth = (await rows<{ id: number }>(before.db, sql`insert into ticket_booths (name) values ('Agencia') returning id`))[0].id;
      const seller = (
        await rows<{ id: number }>(
          before.db,
          sql`insert into sellers (ticket_booth_id, label, username, password_hash) values (${booth}, 'Ana', 'ana@example.com', 'x') returning id`,
        )
      )[0].id;
      for (const [code, drawId, winner] of [
        ['TK-1', finished, true],
        ['TK-2', pastActive, true],
      ] as const) {
        await before.db.execute(sql`
          insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount, is_winner, prize_amount)
          values (${code}, ${booth}, ${seller}, ${drawId}, 1, ${winner}, ${winner ? 70 : 0})`);
      }
      await before.close();

      const after = await openDatabase(location.options);
      try {
        const statuses = await rows<{ id: number; status: string; winning_numbers: string | null; version: number }>(
          after.db,
          sql`select id, status, winning_numbers, version from draws order by id`,
        );
        expect(statuses).toEqual([
          { id: finished, status: 'settled', winning_numbers: '4819', version: 1 },
          { id: pastActive, status: 'closed', winning_numbers: null, version: 1 },
          { id: future, status: 'open', winning_numbers: null, version: 1 },
        ]);
        const tickets = await rows<{ code: string; is_winner: boolean; prize_amount: string }>(
          after.db,
          sql`select code, is_winner, prize_amount from tickets order by code`,
        );
        expect(tickets.map((t) => [t.code, t.is_winner, Number(t.prize_amount)])).toEqual([
          ['TK-1', true, 70],
          ['TK-2', false, 0],
        ]);
        const history = await rows<{ draw_id: number; winning_numbers: string; entered_by: number }>(
          after.db,
          sql`select draw_id, winning_numbers, entered_by from draw_results`,
        );
        expect(history).toEqual([{ draw_id: finished, winning_numbers: '4819', entered_by: admin }]);
        const formats = await rows<{ code: string; format: string }>(
          after.db,
          sql`select code, result_format as format from modules union all select code, bet_format from game_types order by code`,
        );
        expect(formats).toEqual([
          { code: 'loteria_nacional', format: 'digits4' },
          { code: 'parley', format: 'matches8' },
          { code: 'parley_2', format: 'matches2' },
          { code: 'terminal', format: 'terminal' },
        ]);
        // A settled draw without its numbers, or numbers on a draw not settled, is refused from now on.
        await expect(after.db.execute(sql`update draws set winning_numbers = null where id = ${finished}`)).rejects.toMatchObject({
          cause: { code: '23514' },
        });
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});

describe('0011_draw_number_sales and 0014_sales_limits_functions', () => {
  it("stores the sums of the sales already made, per number and per scope with each scope's limit, their commissions, and keeps them from then on", async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0008_draw_lifecycle') });
      const owner = await insertUser(before.db, 'cliente', 'cliente@example.com');
      await before.db.execute(
        sql`insert into modules (code, name, result_format) values ('loteria_nacional', 'Lotería Nacional', 'digits4')`,
      );
      const terminal = (
        await rows<{ id: number }>(
          before.db,
          sql`insert into game_types (module_id, code, name, kind, payout, min_bet, bet_format)
              select id, 'terminal', 'Terminal', 'single', 70, 1, 'terminal' from modules returning id`,
        )
      )[0].id;
      await before.db.execute(
        sql`insert into user_game_configs (user_id, game_type_id, enabled, sales_limit) values (${owner}, ${terminal}, true, 10)`,
      );
      await before.db.execute(
        sql`insert into user_settings (user_id, setting_key, setting_label, setting_value) values (${owner}, 'sale_percentage', 'Porcentaje de venta', 12.5)`,
      );
      const { drawId, booth, seller } = await insertDrawBoothSeller(before.db, owner);
      // Two tickets on 07, one of them twice: 12 sold, over the owner's limit of 10, by two tickets.
      for (const [code, selections] of [
        ['TK-1', ['07', '07']],
        ['TK-2', ['07', '12']],
      ] as const) {
        const ticket = (
          await rows<{ id: number }>(
            before.db,
            sql`insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount) values (${code}, ${booth}, ${seller}, ${drawId}, 8) returning id`,
          )
        )[0].id;
        for (const selection of selections)
          await before.db.execute(sql`
            insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout)
            values (${ticket}, ${terminal}, ${selection}, 4, 280)`);
      }
      await before.close();

      const after = await openDatabase(location.options);
      try {
        const totals = () =>
          rows<{ selection: string; amount: string; tickets: number; lines: number; payout: string }>(
            after.db,
            sql`select selection, amount, tickets, lines, payout from draw_number_totals where draw_id = ${drawId} order by selection`,
          );
        expect((await totals()).map((n) => [n.selection, Number(n.amount), n.tickets, n.lines, Number(n.payout)])).toEqual([
          ['07', 12, 2, 3, 840],
          ['12', 4, 1, 1, 280],
        ]);
        expect(await rows(after.db, sql`select seller_id, ticket_booth_id, tickets from draw_number_sales where selection = '07'`)).toEqual(
          [{ seller_id: seller, ticket_booth_id: booth, tickets: 2 }],
        );
        // What each scope of a limit sold, with the limit of each (the owner's game configuration: 10).
        const scopes = () =>
          rows<{ selection: string; scope: string; scope_id: number; amount: string; max_amount: string | null }>(
            after.db,
            sql`select selection, scope, scope_id, amount, max_amount from draw_number_scope_sales
                where draw_id = ${drawId} order by selection, scope`,
          );
        expect(
          (await scopes()).map((r) => [r.selection, r.scope, r.scope_id, Number(r.amount), r.max_amount && Number(r.max_amount)]),
        ).toEqual([
          ['07', 'booth', booth, 12, null],
          ['07', 'global', 0, 12, null],
          ['07', 'owner', owner, 12, 10],
          ['07', 'seller', seller, 12, null],
          ['12', 'booth', booth, 4, null],
          ['12', 'global', 0, 4, null],
          ['12', 'owner', owner, 4, 10],
          ['12', 'seller', seller, 4, null],
        ]);
        // Each line's commission: the owner's sale percentage (12.5 %) of its amount.
        expect(await rows(after.db, sql`select distinct sale_percentage::text as p, commission::text as c from ticket_lines`)).toEqual([
          { p: '12.50', c: '0.50' },
        ]);
        // From now on the triggers keep them: a line more on 12 and a higher limit.
        await after.db.execute(sql`
          insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, payout)
          select id, ${terminal}, '12', 9, 630, 70 from tickets where code = 'TK-1'`);
        await after.db.execute(sql`update user_game_configs set sales_limit_usd = 12 where user_id = ${owner}`);
        expect((await totals()).map((n) => [n.selection, Number(n.amount), n.tickets])).toEqual([
          ['07', 12, 2],
          ['12', 13, 2],
        ]);
        expect(
          (await scopes()).filter((r) => r.scope === 'owner').map((r) => [r.selection, Number(r.amount), Number(r.max_amount)]),
        ).toEqual([
          ['07', 12, 12],
          ['12', 13, 12],
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});

describe('0018_sign_in_security_history_order', () => {
  it('stores the 6/49 results already confirmed with their balls in ascending order, and leaves other formats alone', async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0017_booth_days') });
      const admin = await insertUser(before.db, 'admin', 'admin@example.com');
      await before.db.execute(
        sql`insert into modules (code, name, result_format) values ('loteria_primitiva', 'Primitiva', 'balls6of49'), ('hipismo', 'Hipismo', 'races6')`,
      );
      const draw = async (code: string, numbers: string) =>
        (
          await rows<{ id: number }>(
            before.db,
            sql`insert into draws (module_id, name, draw_at, status, prize, winning_numbers)
                select id, ${code}, now(), 'settled', 1000, ${numbers} from modules where code = ${code} returning id`,
          )
        )[0].id;
      const balls = await draw('loteria_primitiva', '44-03-21-17-49-08');
      const races = await draw('hipismo', '4-7-1-9-12-3');
      await before.db.execute(sql`
        insert into draw_results (draw_id, winning_numbers, previous_numbers, entered_by) values
          (${balls}, '21-03-44-17-49-09', null, ${admin}), (${balls}, '44-03-21-17-49-08', '21-03-44-17-49-09', ${admin}),
          (${races}, '4-7-1-9-12-3', null, ${admin})`);
      await before.close();

      const after = await openDatabase(location.options);
      try {
        const results = await rows<{ draw_id: number; winning_numbers: string; previous_numbers: string | null }>(
          after.db,
          sql`select d.id as draw_id, d.winning_numbers, null as previous_numbers from draws d
              union all select draw_id, winning_numbers, previous_numbers from draw_results order by 1, 2`,
        );
        expect(results).toEqual([
          { draw_id: balls, winning_numbers: '03-08-17-21-44-49', previous_numbers: null },
          { draw_id: balls, winning_numbers: '03-08-17-21-44-49', previous_numbers: '03-09-17-21-44-49' },
          { draw_id: balls, winning_numbers: '03-09-17-21-44-49', previous_numbers: null },
          { draw_id: races, winning_numbers: '4-7-1-9-12-3', previous_numbers: null },
          { draw_id: races, winning_numbers: '4-7-1-9-12-3', previous_numbers: null },
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});

describe('0029_prize_plans', () => {
  it('keeps what every sold line pays and earns: its payout back-filled from its kept potential payout; the unused «Ganancia pactada» left in the audit trail', async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0027_animalitos_results_feed') });
      const owner = await insertUser(before.db, 'cliente', 'cliente@example.com');
      await before.db.execute(
        sql`insert into modules (code, name, result_format) values ('loteria_nacional', 'Lotería Nacional', 'digits4')`,
      );
      const terminal = (
        await rows<{ id: number }>(
          before.db,
          sql`insert into game_types (module_id, code, name, kind, payout, min_bet, bet_format)
              select id, 'terminal', 'Terminal', 'single', 70, 1, 'terminal' from modules returning id`,
        )
      )[0].id;
      await before.db.execute(
        sql`insert into user_game_configs (user_id, game_type_id, enabled, profit_percentage) values (${owner}, ${terminal}, true, 15)`,
      );
      const { drawId, booth, seller } = await insertDrawBoothSeller(before.db, owner);
      const ticket = (
        await rows<{ id: number }>(
          before.db,
          sql`insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount) values ('TK-1', ${booth}, ${seller}, ${drawId}, 5.5) returning id`,
        )
      )[0].id;
      // Sold at today's 70×, and at 65× before the game type's payout moved to 70×.
      await before.db.execute(sql`
        insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, sale_percentage, commission) values
          (${ticket}, ${terminal}, '07', 2.5, 175, 12.5, 0.31), (${ticket}, ${terminal}, '12', 3, 195, 12.5, 0.38)`);
      await before.close();

      const after = await openDatabase(location.options);
      try {
        expect(
          await rows(
            after.db,
            sql`select selection, payout::text, potential_payout::text, sale_percentage::text, commission::text from ticket_lines order by id`,
          ),
        ).toEqual([
          { selection: '07', payout: '70.00', potential_payout: '175.00', sale_percentage: '12.50', commission: '0.31' },
          { selection: '12', payout: '65.00', potential_payout: '195.00', sale_percentage: '12.50', commission: '0.38' },
        ]);
        // The plan starts empty: every owner keeps the game types' payouts and its «Porcentaje de venta».
        expect(await rows(after.db, sql`select payout, commission_percentage from user_game_configs`)).toEqual([
          { payout: null, commission_percentage: null },
        ]);
        expect(
          await rows(after.db, sql`select actor_username, action, record_id, before, after from audit_log where action = 'game_config'`),
        ).toEqual([
          {
            actor_username: 'migración 0029',
            action: 'game_config',
            record_id: owner,
            before: { game_type_id: terminal, profit_percentage: 15 },
            after: { game_type_id: terminal },
          },
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});

describe('0035_bets_per_currency', () => {
  it('gives each currency the one minimum and maximum a game type had, so every sale allowed before is allowed after', async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0034_booth_prize_plans') });
      await before.db.execute(
        sql`insert into modules (code, name, result_format) values ('loteria_nacional', 'Lotería Nacional', 'digits4')`,
      );
      await before.db.execute(sql`
        insert into game_types (module_id, code, name, kind, payout, min_bet, max_bet, bet_format)
        select id, 'terminal', 'Terminal', 'single', 70, 2.5, 50, 'terminal' from modules
        union all select id, 'triple', 'Triple', 'single', 600, 1, null, 'triple' from modules`);
      await before.close();

      const after = await openDatabase(location.options);
      try {
        expect(
          await rows(
            after.db,
            sql`select code, min_bet_ves::text, min_bet_usd::text, max_bet_ves::text, max_bet_usd::text from game_types order by code`,
          ),
        ).toEqual([
          { code: 'terminal', min_bet_ves: '2.50', min_bet_usd: '2.50', max_bet_ves: '50.00', max_bet_usd: '50.00' },
          { code: 'triple', min_bet_ves: '1.00', min_bet_usd: '1.00', max_bet_ves: null, max_bet_usd: null },
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});

describe('0036_sales_limit_per_currency', () => {
  it("gives each currency the one «Límite de venta» an owner's game type had, and the sums' limits follow each currency's from then on", async () => {
    const location = await testDatabaseLocation();
    try {
      const before = await openDatabase({ ...location.options, migrationsFolder: migrationsUpTo('0035_bets_per_currency') });
      const owner = await insertUser(before.db, 'cliente', 'cliente@example.com');
      await before.db.execute(
        sql`insert into modules (code, name, result_format) values ('loteria_nacional', 'Lotería Nacional', 'digits4')`,
      );
      const [terminal, triple] = (
        await rows<{ id: number }>(
          before.db,
          sql`insert into game_types (module_id, code, name, kind, payout, min_bet_ves, min_bet_usd, bet_format)
              select id, 'terminal', 'Terminal', 'single', 70, 1, 1, 'terminal' from modules
              union all select id, 'triple', 'Triple', 'single', 600, 1, 1, 'triple' from modules
              returning id`,
        )
      ).map((row) => row.id);
      await before.db.execute(sql`
        insert into user_game_configs (user_id, game_type_id, enabled, sales_limit)
        values (${owner}, ${terminal}, true, 10), (${owner}, ${triple}, true, 0)`);
      const { drawId, booth, seller } = await insertDrawBoothSeller(before.db, owner);
      // A ticket in each currency on 07: each currency's owner sum had the one limit of 10.
      for (const [code, currency] of [
        ['TK-1', 'USD'],
        ['TK-2', 'VES'],
      ] as const) {
        await before.db.execute(sql`
          with t as (
            insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount, currency)
            values (${code}, ${booth}, ${seller}, ${drawId}, 4, ${currency}) returning id)
          insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, payout)
          select id, ${terminal}, '07', 4, 280, 70 from t`);
      }
      await before.close();

      const after = await openDatabase(location.options);
      try {
        expect(
          await rows(
            after.db,
            sql`select game_type_id, sales_limit_ves, sales_limit_usd from user_game_configs where user_id = ${owner} order by game_type_id`,
          ),
        ).toEqual([
          { game_type_id: terminal, sales_limit_ves: 10, sales_limit_usd: 10 },
          { game_type_id: triple, sales_limit_ves: 0, sales_limit_usd: 0 },
        ]);
        const ownerLimits = () =>
          rows<{ currency: string; max_amount: string | null }>(
            after.db,
            sql`select currency, max_amount::text from draw_number_scope_sales
                where draw_id = ${drawId} and scope = 'owner' order by currency`,
          );
        expect(await ownerLimits()).toEqual([
          { currency: 'USD', max_amount: '10.00' },
          { currency: 'VES', max_amount: '10.00' },
        ]);
        // Each currency's own figure from now on: the bolívares' raised, the dollars' taken away.
        await after.db.execute(
          sql`update user_game_configs set sales_limit_ves = 400, sales_limit_usd = 0 where game_type_id = ${terminal}`,
        );
        expect(await ownerLimits()).toEqual([
          { currency: 'USD', max_amount: null },
          { currency: 'VES', max_amount: '400.00' },
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await location.remove();
    }
  });
});
