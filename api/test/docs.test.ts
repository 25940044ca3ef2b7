/**
 * The documentation agrees with the code it describes: the role table of docs/security.md is the
 * contracts' GRANTS, its session-end reasons are SESSION_END_REASONS with the login page's words,
 * the role table is written nowhere else, every relative link of the repository's Markdown resolves
 * (heading anchors included), and nothing points at documents outside the repository.
 *
 * @pglite-only  (no database: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { CAPABILITIES, GRANTS } from '@banca/contracts/access';
import { ROLES, SESSION_END_REASONS, SESSION_END_TEXT } from '@banca/contracts/enums';

const ROOT = path.resolve(__dirname, '..', '..');
const SECURITY = path.join(ROOT, 'docs', 'security.md');

/** Folders that hold no documentation or code of ours. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'sourcemaps', 'screenshots']);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path.join(dir, entry.name), keep);
    return entry.isFile() && keep(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

const markdownFiles = () => filesUnder(ROOT, (name) => name.endsWith('.md'));
const relative = (file: string) => path.relative(ROOT, file);

/** The Markdown tables of a text: each a list of rows, each row its cells (trimmed, separator row left out). */
function tablesOf(text: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = trimmed
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    if (!current) {
      current = [];
      tables.push(current);
    }
    current.push(cells);
  }
  return tables;
}

const unquote = (cell: string) => cell.replace(/^`|`$/g, '');
const isRoleTable = (table: string[][]) => ROLES.every((role) => table[0].includes(role));

describe('docs/security.md', () => {
  const tables = tablesOf(fs.readFileSync(SECURITY, 'utf8'));

  it('has one role table, and it says exactly what GRANTS grants', () => {
    const roleTables = tables.filter(isRoleTable);
    expect(roleTables).toHaveLength(1);
    const [header, ...rows] = roleTables[0];
    expect(header[0]).toBe('capability');
    const capabilities = rows.map((row) => unquote(row[0]));
    expect(capabilities).toEqual([...CAPABILITIES]);
    const documented = Object.fromEntries(
      rows.map((row) => [
        unquote(row[0]),
        ROLES.filter((role) => {
          const cell = row[header.indexOf(role)];
          // A granted capability is "yes" or names the scope it is narrowed to; a refused one is "no".
          expect(cell).toMatch(/^(yes|no|own booths|own sales|own subtree)$/);
          return cell !== 'no';
        }),
      ]),
    );
    const granted = Object.fromEntries(
      CAPABILITIES.map((capability) => [capability, ROLES.filter((role) => GRANTS[capability].includes(role))]),
    );
    expect(documented).toEqual(granted);
  });

  it('lists every session-end reason once, with the words the login page shows', () => {
    const reasonTables = tables.filter((table) => table[0][0] === 'reason');
    expect(reasonTables).toHaveLength(1);
    const rows = reasonTables[0].slice(1);
    expect(rows.map((row) => unquote(row[0])).sort()).toEqual([...SESSION_END_REASONS].sort());
    for (const row of rows) {
      const reason = unquote(row[0]) as (typeof SESSION_END_REASONS)[number];
      expect(row[row.length - 1]).toBe(`Tu sesión terminó: ${SESSION_END_TEXT[reason]}.`);
    }
  });
});

describe('the repository Markdown', () => {
  it('writes the role table only in docs/security.md', () => {
    const elsewhere = markdownFiles().filter((file) => file !== SECURITY && tablesOf(fs.readFileSync(file, 'utf8')).some(isRoleTable));
    expect(elsewhere.map(relative)).toEqual([]);
  });

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
  const anchorOf = (heading: string) =>
    heading
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
  const anchorsOf = (text: string) =>
    new Set(text.split('\n').flatMap((line) => (/^#{1,6} /.test(line) ? [anchorOf(line.replace(/^#+ /, '').trim())] : [])));

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [pathPart, anchor] = target.split('#');
        const resolved = pathPart ? path.resolve(path.dirname(file), pathPart) : file;
        if (!fs.existsSync(resolved)) {
          broken.push(`${relative(file)}: ${target}`);
        } else if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
          broken.push(`${relative(file)}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the repository', () => {
  it('points at no document outside it', () => {
    // Escaped or split, so that this file does not match itself. A folder `shared/` inside an app
    // (remote-terminal/src/shared) is the repository's own: only the outside one's documents count.
    const outside = new RegExp(['(?<![./])\\.\\./shared/[A-Z]', `/work${'/'}shared`, '\\bSPEC\\.md', '\\bARCHITECTURE\\.md'].join('|'));
    const text = (name: string) => /\.(md|ts|tsx|js|json|ya?ml|sh|template|conf)$|^Dockerfile/.test(name) && name !== 'pnpm-lock.yaml';
    const offenders = filesUnder(ROOT, text).filter((file) => outside.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map(relative)).toEqual([]);
  });
});
