/**
 * The API tests' store of the response serializers' compiled code (src/http/schema-code.ts), kept on
 * disk beside the seeded dump: the first test file of a run compiles them, every other file of any
 * worker evaluates the code (about 2 CPU-s less a file). The file is named after the lockfile, since
 * another version of fast-json-stringify compiles differently; within it each entry is keyed by what
 * it was compiled from, so a changed route schema only misses its own entry.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SchemaCodeStore } from '../src/http/schema-code';
import { storeSeededDump } from './helpers';

const CACHE = path.join(__dirname, '..', 'node_modules', '.cache', 'banca-schema-code');

export class SchemaCodeFile implements SchemaCodeStore {
  private readonly entries: Map<string, string>;
  /** The entries the apps of this test file used: what the file is written with, so stale ones go. */
  private readonly used = new Map<string, string>();
  private added = false;

  constructor(readonly file: string = schemaCodeFile()) {
    this.entries = new Map(fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : []);
  }

  get(key: string): string | undefined {
    const code = this.entries.get(key);
    if (code !== undefined) this.used.set(key, code);
    return code;
  }

  set(key: string, code: string): void {
    this.entries.set(key, code);
    this.used.set(key, code);
    this.added = true;
  }

  /** Writes what an app compiled that the file did not hold (whole or not at all; see storeSeededDump). */
  save(): void {
    if (!this.added) return;
    storeSeededDump(this.file, Buffer.from(JSON.stringify(Object.fromEntries(this.used))));
    this.added = false;
  }
}

function schemaCodeFile(): string {
  const lockfile = fs.readFileSync(path.join(__dirname, '..', '..', 'pnpm-lock.yaml'));
  return path.join(CACHE, `${createHash('sha256').update(lockfile).digest('hex').slice(0, 24)}.json`);
}
