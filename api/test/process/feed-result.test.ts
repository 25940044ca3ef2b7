/**
 * `pnpm admin feed-result` (the built `dist/src/admin.js`): signs one result with RESULTS_FEED_SECRET
 * and sends it to a running API, which takes it as the provider's (here: proposed, then unchanged);
 * a wrong key is refused and says so; no key, nothing is sent.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { draws } from '../../src/db/schema';
import { businessClockOf } from '../../src/domain/time';
import { createTestApi, insertDraw, type TestApi } from '../helpers';
import { ensureServerBuild } from './harness';

jest.setTimeout(120_000);

const ADMIN_ENTRY = path.resolve(__dirname, '..', '..', 'dist', 'src', 'admin.js');
const SECRET = 'clave-del-proveedor-de-prueba';

let api: TestApi;
let apiUrl: string;
beforeAll(async () => {
  ensureServerBuild();
  api = await createTestApi();
  api.app.resultsFeedSecret = SECRET;
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api`;
});
afterAll(() => api.close());

function runAdmin(args: string[], secret: string | null): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [ADMIN_ENTRY, 'feed-result', ...args], {
    env: { PATH: process.env.PATH ?? '', ...(secret === null ? {} : { RESULTS_FEED_SECRET: secret }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

it('signs and sends a result for a draw named by its Caracas time; the API proposes it, and the same again changes nothing', async () => {
  // Half past: no demo draw of the lottery (hourly, on the hour) is at that minute.
  const id = await insertDraw(api, 'animalitos', -1.5);
  const [draw] = await api.handle.db.select({ drawAt: draws.draw_at }).from(draws).where(eq(draws.id, id));
  // Whole minutes on the banca's clock, as an operator types it.
  const exact = new Date(Math.floor(draw.drawAt.getTime() / 60_000) * 60_000);
  await api.handle.db.update(draws).set({ draw_at: exact }).where(eq(draws.id, id));
  const { day, time } = businessClockOf(exact);
  const when = `${day.split('/').reverse().join('-')} ${time.slice(0, 5)}`;

  const sent = await runAdmin([apiUrl, 'animalitos', when, 'ballena', '--source=Operador'], SECRET);
  expect(sent).toMatchObject({ code: 0, stderr: '' });
  expect(sent.stdout).toBe(`Draw ${id}: result 00 proposed: it waits for a person to confirm it.\n`);
  const [stored] = await api.handle.db
    .select({ proposed: draws.proposed_numbers, source: draws.proposed_source, status: draws.status })
    .from(draws)
    .where(eq(draws.id, id));
  expect(stored).toEqual({ proposed: '00', source: 'Operador', status: 'closed' });

  const again = await runAdmin([apiUrl, 'animalitos', exact.toISOString(), '00', '--source=Operador'], SECRET);
  expect(again.stdout).toBe(`Draw ${id}: result 00 already so: nothing changed.\n`);
});

it('says why when the API refuses the signature, and sends nothing without a key', async () => {
  const refused = await runAdmin([apiUrl, 'animalitos', '2026-11-20 09:00', '5'], 'otra-clave');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('Refused (401): Firma no válida');
  expect(refused.stderr).not.toContain('otra-clave');
  const unsigned = await runAdmin([apiUrl, 'animalitos', '2026-11-20 09:00', '5'], null);
  expect(unsigned).toMatchObject({ code: 1, stderr: 'RESULTS_FEED_SECRET is not set: the result cannot be signed.\n' });
  const wrongUse = await runAdmin([apiUrl, 'animalitos'], SECRET);
  expect(wrongUse.code).toBe(1);
  expect(wrongUse.stderr).toContain('Usage: pnpm admin feed-result');
});
