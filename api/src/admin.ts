/**
 * `pnpm admin <command>`: account recovery on the server, against the database the API uses
 * (DATABASE_URL, or the embedded engine's DATA_DIR, read like the server reads them).
 *
 *   unlock <username|e-mail>                      clears the failed sign-ins (ends a lock)
 *   reset-password <username|e-mail> [--generate] sets a new password, revokes the sessions
 *   feed-result <API URL> <lottery> <draw time> <number>... [--source=<name>]
 *                                                 signs one result with RESULTS_FEED_SECRET and sends
 *                                                 it to a running API (no database opened)
 *
 * reset-password asks for the new password (twice, not echoed) on a terminal, reads its first line
 * from a pipe, or with --generate makes one and prints it once: the only secret this ever prints.
 * With the embedded engine a running server holds DATA_DIR: the command says so and changes nothing.
 */
import { Writable } from 'node:stream';
import readline from 'node:readline';
import { CommandError, generatePassword, resetPassword, unlockAccount } from './admin/commands';
import { FEED_RESULT_USAGE, feedResult, parseFeedResult } from './admin/feed-result';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirError, DataDirInUseError } from './db/data-dir';

const USAGE = `Usage:
  pnpm admin unlock <username|e-mail>
  pnpm admin reset-password <username|e-mail> [--generate]
  ${FEED_RESULT_USAGE}`;

/** Exit codes: 0 done, 1 refused or failed, 2 wrong use. */
class UsageError extends Error {}

const say = (line: string) => process.stdout.write(`${line}\n`);

/** One line typed on the terminal without echo. */
async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

/** The first line of what is piped in. */
async function readFirstLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  try {
    for await (const line of rl) return line;
    return '';
  } finally {
    rl.close();
  }
}

function newPasswordSource(generate: boolean): () => Promise<string> {
  if (generate) {
    return async () => {
      const password = generatePassword();
      say(`Generated password (shown once, hand it over privately): ${password}`);
      return password;
    };
  }
  if (!process.stdin.isTTY) return readFirstLine;
  return async () => {
    const password = await askHidden('New password: ');
    if ((await askHidden('Repeat it: ')) !== password) throw new CommandError('The two passwords differ; nothing changed.');
    return password;
  };
}

function parse(args: string[]): { command: 'unlock' | 'reset-password'; login: string; generate: boolean } {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const words = args.filter((arg) => !arg.startsWith('--'));
  const [command, login, ...rest] = words;
  if ((command !== 'unlock' && command !== 'reset-password') || !login || rest.length > 0) throw new UsageError(USAGE);
  const allowed = command === 'reset-password' ? ['--generate'] : [];
  const unknown = flags.find((flag) => !allowed.includes(flag));
  if (unknown) throw new UsageError(`Unknown option ${unknown}.\n${USAGE}`);
  return { command, login, generate: flags.includes('--generate') };
}

async function main(args: string[]): Promise<void> {
  if (args[0] === 'feed-result') {
    say(await feedResult(parseFeedResult(args.slice(1)), process.env.RESULTS_FEED_SECRET));
    return;
  }
  const { command, login, generate } = parse(args);
  const config = readConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    say(command === 'unlock' ? await unlockAccount(handle.db, login) : await resetPassword(handle.db, login, newPasswordSource(generate)));
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof DataDirInUseError) {
    process.stderr.write(
      `${error.message}\nThe embedded database can be changed only while no server uses it: stop the server and run this again, or unlock the account from the Security tab if an administrator can still sign in.\n`,
    );
  } else if (error instanceof CommandError || error instanceof ConfigError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
