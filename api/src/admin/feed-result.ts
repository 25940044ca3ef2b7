/**
 * `pnpm admin feed-result`: signs one result as the results provider does and sends it to a running
 * API (`POST /v1/results/feed`), for operators (a result the provider missed) and tests. The key is
 * RESULTS_FEED_SECRET from the environment, never an argument (arguments show in `ps` and shell history).
 */
import { createHmac } from 'node:crypto';
import { businessMomentOf } from '../domain/time';
import { CommandError } from './commands';

export const FEED_RESULT_USAGE = 'pnpm admin feed-result <API URL> <lottery code> <draw time> <number>... [--source=<name>]';

export interface FeedResultRequest {
  /** The API's base URL, `/api` included (`http://localhost:8080/api`). */
  apiUrl: string;
  lotteryCode: string;
  /** The draw's moment: `YYYY-MM-DD HH:MM` on the banca's clock (Caracas), or an ISO moment with its offset. */
  drawAt: string;
  numbers: string[];
  source: string;
}

/** `YYYY-MM-DD HH:MM` (or with a `T`) on the banca's clock, or an ISO moment with `Z` or an offset, as an ISO moment. */
export function drawMomentOf(text: string): string {
  const local = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (local) return businessMomentOf(local[1], Number(local[2]) * 60 + Number(local[3])).toISOString();
  const moment = Date.parse(text);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(text.trim()) && !Number.isNaN(moment)) return new Date(moment).toISOString();
  throw new CommandError(`The draw time «${text}» is neither YYYY-MM-DD HH:MM (Caracas) nor an ISO moment with its offset.`);
}

/** The signature header the API checks: `sha256=<hex HMAC-SHA256 of the body>`. */
export const signatureOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Sends the result; answers what the API did, or throws its refusal (status and message). */
export async function feedResult(request: FeedResultRequest, secret: string | undefined): Promise<string> {
  if (!secret) throw new CommandError('RESULTS_FEED_SECRET is not set: the result cannot be signed.');
  const body = JSON.stringify({
    source: request.source,
    lottery_code: request.lotteryCode,
    draw_at: drawMomentOf(request.drawAt),
    numbers: request.numbers,
  });
  const url = `${request.apiUrl.replace(/\/+$/, '')}/v1/results/feed`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signatureOf(secret, body) },
      body,
    });
  } catch (error) {
    throw new CommandError(`No answer from ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = (await response.json().catch(() => ({}))) as {
    outcome?: string;
    draw_id?: number;
    winning_numbers?: string;
    message?: string;
    code?: string;
  };
  if (!response.ok) {
    throw new CommandError(`Refused (${response.status}${answer.code ? ` ${answer.code}` : ''}): ${answer.message ?? 'no message'}`);
  }
  const done = {
    settled: 'confirmed and settled',
    proposed: 'proposed: it waits for a person to confirm it',
    unchanged: 'already so: nothing changed',
  };
  return `Draw ${answer.draw_id}: result ${answer.winning_numbers} ${done[answer.outcome as keyof typeof done] ?? answer.outcome}.`;
}

/** The command's words after `feed-result`: URL, lottery, draw time, the numbers, and `--source=`. */
export function parseFeedResult(args: string[]): FeedResultRequest {
  const words = args.filter((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  const unknown = flags.find((flag) => !flag.startsWith('--source='));
  const [apiUrl, lotteryCode, drawAt, ...numbers] = words;
  if (unknown || !apiUrl || !lotteryCode || !drawAt || numbers.length === 0) throw new CommandError(`Usage: ${FEED_RESULT_USAGE}`);
  const source = flags.find((flag) => flag.startsWith('--source='))?.slice('--source='.length) || 'pnpm admin feed-result';
  return { apiUrl, lotteryCode, drawAt, numbers, source };
}
