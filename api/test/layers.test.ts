/**
 * The API's layers import downwards only (api/README.md, "Errors"): the rules (`domain/`), the
 * sessions' store (`security/`) and the database (`db/`) never import the HTTP layer, the routes or
 * the plugins, and `security/` and `db/` never import the rules. A refusal is an `AppError` of
 * `src/errors.ts`; only `src/http/errors.ts` knows its status.
 *
 * @pglite-only  (no database: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..', 'src');

function sourcesOf(folder: string): string[] {
  return fs.readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
}

/** The folders under src/ a file imports, by its relative imports. */
function importedFolders(file: string): string[] {
  const source = fs.readFileSync(path.join(SRC, file), 'utf8');
  return [...source.matchAll(/from '(\.[^']*)'/g)].map(([, target]) => {
    const relative = path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), target));
    return relative.includes(path.sep) ? relative.split(path.sep)[0] : relative;
  });
}

const LOWER_THAN: Record<string, string[]> = {
  domain: ['http', 'routes', 'plugins', 'jobs', 'seed', 'admin', 'app', 'server'],
  security: ['domain', 'http', 'routes', 'plugins', 'jobs', 'seed', 'admin', 'app', 'server'],
  db: ['domain', 'security', 'http', 'routes', 'plugins', 'jobs', 'seed', 'admin', 'app', 'server'],
};

describe.each(Object.entries(LOWER_THAN))('%s/', (folder, above) => {
  test('imports nothing from the layers above it', () => {
    const upward = sourcesOf(folder).flatMap((file) =>
      importedFolders(path.join(folder, file))
        .filter((target) => above.includes(target))
        .map((target) => `${folder}/${file} → ${target}/`),
    );
    expect(upward).toEqual([]);
  });
});

test('reads the folder an import names', () => {
  expect(importedFolders('domain/scope.ts')).toContain('security');
  expect(importedFolders('http/preconditions.ts')).toEqual(expect.arrayContaining(['domain', 'errors']));
});
