#!/usr/bin/env node
/**
 * `pnpm test:changed`: the tests nearest to the files changed since the last commit (or since
 * `--since <rev>`), for the inner loop. jest's own changed-files mode follows every import, so a
 * change in the kit reaches nearly every screen's tests and one in the API's sources every API file
 * (the app imports them all): minutes, not the seconds a loop wants. Here a changed file reaches:
 * - in a front-end package, the tests of its own package that import it (jest's related tests,
 *   within that project);
 * - in the API, the API test files that import it, or are named after it or its folder
 *   (`domain/cash/credit.ts` → `credit.test.ts`), and for a SQL function's source the files that
 *   name the function (`db/functions/prize_plan_of.sql` → `prize-plans.test.ts`);
 * - a test file, itself.
 * What else reaches the change through imports is `pnpm test:affected` (jest --onlyChanged); the
 * whole suite is `pnpm test`. Extra arguments go to jest.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const sinceAt = args.indexOf('--since');
const since = sinceAt >= 0 ? args.splice(sinceAt, 2)[1] : 'HEAD';

const git = (...command) => execFileSync('git', command, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) =>
  fs.existsSync(path.join(root, file)),
);

const FRONT_END = new Set(['kit', 'contracts', 'shared-auth', 'host', 'e2e']);
const projectOf = (file) => {
  const top = file.split('/')[0];
  return top === 'api' || FRONT_END.has(top) || top.startsWith('remote-') ? top : null;
};
const isTest = (file) => /\.(test|e2e)\.tsx?$/.test(file);

/** The words a file is known by: its name and its folder's, without the plural's s (`statements` ~ `statement`). */
const wordsOf = (file) => {
  const parts = file.replace(/\.(ts|tsx|sql)$/, '').split('/');
  return [parts.at(-1), parts.at(-2)]
    .filter((word) => word && !['src', 'domain', 'routes', 'db', 'functions', 'index'].includes(word))
    .flatMap((word) => [word, word.split('_')[0]])
    .map((word) => word.replace(/s$/, '').toLowerCase());
};

function apiTestsFor(file) {
  const folder = path.join(root, 'api/test');
  const tests = fs.readdirSync(folder, { recursive: true }).filter((name) => name.endsWith('.test.ts'));
  const target = path.join(root, file).replace(/\.ts$/, '');
  const words = wordsOf(file);
  return tests
    .filter((name) => {
      const stem = path.basename(name, '.test.ts').replace(/s$/, '').toLowerCase();
      if (words.some((word) => word.length > 3 && (stem === word || stem.startsWith(`${word}-`) || word.startsWith(stem)))) return true;
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      if (file.endsWith('.sql') && text.includes(path.basename(file, '.sql'))) return true;
      return [...text.matchAll(/from '(\.[^']+)'/g)].some(
        ([, spec]) => path.resolve(path.dirname(path.join(folder, name)), spec) === target,
      );
    })
    .map((name) => `api/test/${name}`);
}

const byProject = new Map();
const add = (project, file) => byProject.set(project, [...(byProject.get(project) ?? []), file]);
for (const file of changed) {
  const project = projectOf(file);
  if (!project) continue;
  if (project === 'api' && !isTest(file)) {
    for (const test of apiTestsFor(file)) add('api', test);
    // A function's source and the migrations that apply it are checked against each other.
    if (/^api\/(src\/db\/functions|drizzle)\//.test(file)) add('api', 'api/test/function-sources.test.ts');
  } else add(project, file);
}

if (byProject.size === 0) {
  console.log('test:changed: no changed file has a test near it.');
  process.exit(0);
}
let failed = false;
for (const [project, files] of byProject) {
  const unique = [...new Set(files)];
  console.log(`test:changed: ${project}: ${unique.join(' ')}`);
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      project,
      '--findRelatedTests',
      ...unique,
      '--passWithNoTests',
      ...args,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
