/**
 * The staff login against ant-design-pro v6.0.3's login, timed in one run (e2e/src/login-pair.ts):
 * RUNS (default 10) cold visits of each, alternated, on the booth link (LINK=localhost for this
 * machine), until the password field is usable; prints both medians, the ratio and the budgets,
 * and the load average at the start and the end.
 *
 *   PEER_LOGIN_URL=http://127.0.0.1:8300/user/login pnpm --filter @banca/e2e exec tsx scripts/login-pair.ts
 *
 * Our side is the built product this script starts (as `pnpm start` serves it; `pnpm build` first),
 * or an already running one given as BANCA_URL. The peer's build and server: e2e/scripts/peer-login/.
 */
import { describeLoginPair, loadAverage, measureLoginPair } from '../src/login-pair';
import { startServer } from '../src/server';
import type { LinkProfile } from '../src/web-weight';

const RUNS = Number(process.env.RUNS ?? 10);
const LINK = (process.env.LINK ?? 'booth') as LinkProfile;

async function main(): Promise<void> {
  const peerUrl = process.env.PEER_LOGIN_URL;
  if (!peerUrl) throw new Error("set PEER_LOGIN_URL to the peer's login page (e2e/scripts/peer-login/serve.mjs serves it)");
  const server = process.env.BANCA_URL ? undefined : await startServer();
  const oursUrl = `${process.env.BANCA_URL ?? server?.url}/login`;
  const started = new Date().toISOString();
  const loadAtStart = loadAverage();
  try {
    const result = await measureLoginPair(oursUrl, peerUrl, RUNS, LINK, () => process.stderr.write('.'));
    process.stderr.write('\n');
    console.log(
      `${RUNS} cold visits each, alternated, ${LINK} link; ${started} → ${new Date().toISOString()}, load average ${loadAtStart} → ${loadAverage()}`,
    );
    console.log(describeLoginPair(result, oursUrl, peerUrl));
  } finally {
    server?.process.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
