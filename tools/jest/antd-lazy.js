/**
 * antd's entry for the DOM tests, each component loaded when a test first reads it. antd's own
 * entry requires all of its ~75 components (about 280 of its files and the rc-components behind
 * them: pickers, tables, trees…) before the first line of a test runs, and jest does that again in
 * every test file; a screen uses a handful. The names, and the modules behind them, are read from
 * antd's entry itself, so this follows whatever version is installed.
 */
const fs = require('node:fs');
const path = require('node:path');

const antd = path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, '../../shared-auth')] }));
const entry = fs.readFileSync(path.join(antd, 'lib/index.js'), 'utf8');

// `var _tooltip = _interopRequireDefault(require("./tooltip"));`
const moduleOf = new Map([...entry.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);/g)].map((m) => [m[1], m[2]]));
// `Object.defineProperty(exports, "Tooltip", { enumerable: true, get: function () { return _tooltip.default; } });`
const exported = [
  ...entry.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g),
];
if (exported.length < 50) throw new Error(`antd-lazy: antd's entry no longer reads as expected (${exported.length} exports found)`);

Object.defineProperty(exports, '__esModule', { value: true });
for (const [, name, variable] of exported) {
  const file = moduleOf.get(variable);
  if (!file) throw new Error(`antd-lazy: no module for antd's export ${name}`);
  Object.defineProperty(exports, name, {
    enumerable: true,
    get() {
      const loaded = require(path.join(antd, 'lib', file));
      return loaded?.__esModule ? loaded.default : loaded;
    },
  });
}
exports.unstableSetRender = () => undefined;
