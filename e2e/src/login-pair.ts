/**
 * The staff login against its peer, ant-design-pro v6.0.3's login (built and served outside the
 * repository: docs/performance.md, "The login against ant-design-pro"), timed in the same run:
 * cold visits of our `/login` and the peer's `/user/login` alternately, each in a new browser
 * context on the same link, until the password field is usable (`measureLoginPage`). Which of the
 * two goes first swaps every round, so neither always follows the other's work on the machine.
 * The pair has a Chromium of its own that resolves no host but this machine: the peer's page also
 * asks Google Tag Manager for a script and Alipay's CDN for an image and two fonts, which fail at
 * once here as on a machine without internet (a connected booth would download them too).
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from './browser';
import { BUDGETS } from './web-budgets';
import { type LinkProfile, measureLoginPage } from './web-weight';

export interface LoginPairResult {
  /** Times to usable, in milliseconds, in the order taken. */
  ours: number[];
  peer: number[];
  /** Bytes received until usable, per visit. */
  oursSent: number[];
  peerSent: number[];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const sentOf = (transfers: { sent: number }[]) => transfers.reduce((sum, transfer) => sum + transfer.sent, 0);

export async function measureLoginPair(
  oursUrl: string,
  peerUrl: string,
  runs: number,
  link: LinkProfile,
  onVisit: () => void = () => undefined,
): Promise<LoginPairResult> {
  const result: LoginPairResult = { ours: [], peer: [], oursSent: [], peerSent: [] };
  const browser = await chromium.launch({
    ...CHROMIUM_OPTIONS,
    args: [...CHROMIUM_OPTIONS.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  });
  try {
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const);
      for (const which of order) {
        const { usableMs, transfers } = await measureLoginPage(browser, which === 'ours' ? oursUrl : peerUrl, link);
        result[which].push(Math.round(usableMs));
        result[which === 'ours' ? 'oursSent' : 'peerSent'].push(sentOf(transfers));
        onVisit();
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** The pair's lines for the console: each side's times and median, the ratio and the budgets. */
export function describeLoginPair(result: LoginPairResult, oursUrl: string, peerUrl: string): string {
  const ours = median(result.ours);
  const peer = median(result.peer);
  const ratio = ours / peer;
  const kb = (bytes: number[]) => `${(median(bytes) / 1024).toFixed(0)} KB received`;
  const mark = (met: boolean) => (met ? '✔' : '✘');
  return [
    `ours ${oursUrl}: ${result.ours.join(' ')} ms, median ${ours} ms, ${kb(result.oursSent)}`,
    `peer ${peerUrl}: ${result.peer.join(' ')} ms, median ${peer} ms, ${kb(result.peerSent)}`,
    `ours ≤ ${BUDGETS.loginUsableMs} ms: ${ours} ms ${mark(ours <= BUDGETS.loginUsableMs)}; ` +
      `ours ÷ peer ≤ ${BUDGETS.loginPeerRatio}: ${ratio.toFixed(2)} ${mark(ratio <= BUDGETS.loginPeerRatio)}`,
  ].join('\n');
}

/** The machine's load average over the last minute (two cores shared: the times follow it). */
export const loadAverage = (): string => os.loadavg()[0].toFixed(1);
