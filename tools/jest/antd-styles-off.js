/**
 * antd's run-time styles, switched off for the DOM tests: each component otherwise generates its
 * CSS and injects it into <head>, and jsdom then matches every rule on each getComputedStyle call
 * (Testing Library asks for it on every role query). No test asserts on antd's styling.
 */
const path = require('node:path');

const antd = path.dirname(require.resolve('antd/package.json', { paths: [path.join(__dirname, '../../shared-auth')] }));
// The package's entry file by its own path: its bare name is mapped to this file.
const actual = require(require.resolve('@ant-design/cssinjs/lib/index.js', { paths: [antd] }));

module.exports = {
  ...actual,
  useStyleRegister: () => undefined,
  useCSSVarRegister: () => undefined,
};
