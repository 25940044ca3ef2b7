/** What jsdom lacks and antd needs, plus Testing Library's matchers. */
import '@testing-library/jest-dom';
import { resetPages, resetServerConnection } from '@banca/shared-auth/testing';
import { configure } from '@testing-library/react';

// A test that makes the server unreachable must not leave the next test waiting for its return.
afterEach(() => resetServerConnection());
// The pages a test made known (the host's manifests) are that test's only.
afterEach(() => resetPages());

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;

// antd measures scrollbars through getComputedStyle(el, '::pseudo'), which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom has no MessageChannel, which antd 6's Select and pickers use to schedule their popups;
// a stand-in that delivers on the next macrotask is enough (Node's own would keep jest alive).
type Handler = ((event: { data: unknown }) => void) | null;

class MessagePortStub {
  onmessage: Handler = null;
  other: MessagePortStub | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close() {}
}

class MessageChannelStub {
  port1 = new MessagePortStub();
  port2 = new MessagePortStub();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

const scope = globalThis as unknown as { MessageChannel?: unknown };
scope.MessageChannel ??= MessageChannelStub;

// Testing Library's findBy/waitFor give up after 1 s by default. A debounced filter (300 ms) followed
// by an antd re-render can take longer than that when both cores are busy with other test files,
// which made passing tests fail only under the full suite's load. Waiting longer costs nothing when
// the assertion already holds.
configure({ asyncUtilTimeout: 5000 });

// The app's antd context is loaded on demand in the browser (a chunk of its own); loaded before
// each test file, the components under test render at once, as they do once the chunk has arrived.
beforeAll(async () => {
  const { loadAntdProviders } = await import('@banca/shared-auth');
  await loadAntdProviders();
});
