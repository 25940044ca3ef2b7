/**
 * jest's own runner, serial: the browser tests share one server and its data, and drive one
 * Chromium, so their files run one after another in jest's process while the other
 * projects' files use every worker. jest runs one runner's files after another's.
 */
const path = require('node:path');

// The jest-runner that jest itself loads (jest → @jest/core → jest-runner), not a copy of our own.
const jest = path.dirname(require.resolve('jest/package.json'));
const core = path.dirname(require.resolve('@jest/core/package.json', { paths: [jest] }));
const { default: TestRunner } = require(require.resolve('jest-runner', { paths: [core] }));

class SerialTestRunner extends TestRunner {
  isSerial = true;
}

module.exports = SerialTestRunner;
