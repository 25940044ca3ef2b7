/**
 * Routes bind: each handler given to `serve` reads the request, makes one domain call and answers,
 * in at most 11 lines (api/README.md, "Rules every route follows"). What orchestrates — sign-in,
 * one's own password, a sale — is a use case in `src/domain/`.
 *
 * @pglite-only  (no database: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';

const ROUTES = path.resolve(__dirname, '..', 'src', 'routes');
const MAX_LINES = 11;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Each `serve(app, …)` call of a source: where it starts and how many lines it spans (to its closing parenthesis). */
function serveCalls(source: string): { line: number; lines: number }[] {
  const lines = source.split('\n');
  const calls: { line: number; lines: number }[] = [];
  for (let start = 0; start < lines.length; start += 1) {
    if (!/^\s*serve\(app,/.test(lines[start])) continue;
    let depth = 0;
    let end = start;
    for (; end < lines.length; end += 1) {
      depth += (lines[end].match(/\(/g) ?? []).length - (lines[end].match(/\)/g) ?? []).length;
      if (depth <= 0) break;
    }
    calls.push({ line: start + 1, lines: end - start + 1 });
    start = end;
  }
  return calls;
}

test('counts the lines of a handler as written', () => {
  const source = ['serve(app, a.b, async (request) => {', '  const x = f(request);', '  return g(x);', '});'].join('\n');
  expect(serveCalls(source)).toEqual([{ line: 1, lines: 4 }]);
});

test(`every route handler binds only: at most ${MAX_LINES} lines`, () => {
  const calls = routeFiles(ROUTES).flatMap((file) =>
    serveCalls(fs.readFileSync(file, 'utf8')).map((call) => ({ ...call, file: path.relative(ROUTES, file) })),
  );
  expect(calls.length).toBeGreaterThan(50);
  expect(calls.filter((call) => call.lines > MAX_LINES)).toEqual([]);
});
