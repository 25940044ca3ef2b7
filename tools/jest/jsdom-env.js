/**
 * jsdom plus the fetch API of Node (Request, Response, Headers, fetch, streams), which jsdom does
 * not provide and ky needs. Tests replace `fetch` with their own answers.
 *
 * A test file with the docblock pragma `@browser-timezone Asia/Tokyo` runs with the browser's clock
 * in that zone (the worker's TZ, set for the file and put back after it), to prove that what the
 * screens show follows the business clock and not the browser's.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.browserTimezone = context.docblockPragmas['browser-timezone'];
  }

  async setup() {
    await super.setup();
    if (this.browserTimezone) {
      this.savedTimezone = process.env.TZ;
      // Node re-reads the zone when TZ is assigned: later Dates of this worker use it.
      process.env.TZ = this.browserTimezone;
    }
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'FormData',
      'Blob',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }

  async teardown() {
    if (this.browserTimezone) {
      if (this.savedTimezone === undefined) delete process.env.TZ;
      else process.env.TZ = this.savedTimezone;
    }
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
