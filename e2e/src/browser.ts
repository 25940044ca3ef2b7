/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest (global setup starts the server)');
  return url;
};

/** How Debian's Chromium is started for the tests. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

/**
 * The run's one Chromium when the browser tests' global setup started it (`E2E_BROWSER_WS`): a file
 * connects to it, and closing its connection closes only its own contexts. Elsewhere (the benchmark,
 * the screenshots, the deploy proof) a Chromium of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM_OPTIONS);
}

/** A download's bytes, read through the browser's connection (a shared browser keeps no local file). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A fresh browser context whose pages count React renderers: every copy of react-dom registers
 * itself with this devtools hook, so a count of 1 proves the page runs one React.
 */
export async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }, origin = baseUrl()): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport, locale: 'es-VE' });
  await context.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await context.addInitScript(shortenAnimations, SHORT_ANIMATIONS);
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (throttle > 1) {
    context.on('page', (page) => {
      void context.newCDPSession(page).then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle }));
    });
  }
  context.setDefaultTimeout(20_000);
  return context;
}

/**
 * antd opens dropdowns, dialogs and confirmations with a CSS animation (rc-motion): a few frames at
 * the final place with opacity 0 ("prepare", "start"), then keyframes from a fifth of the size.
 * Playwright judges a button stable on two equal frames before the keyframes begin and presses it
 * there; when the next frame shrinks it, the release lands elsewhere and no click happens, yet the
 * click reports success: the test fails later (a select that kept its value, a confirmation left
 * open, a toast that never came). Animations last 1 ms (they still run and end, and antd waits for
 * their end events), and while an element opens its transform stays none (an !important rule wins
 * over keyframes), so what a test clicks never moves under the pointer.
 */
const MOTION_STATES = ['appear', 'enter'].flatMap((motion) =>
  ['prepare', 'start', 'active'].map((step) => `[class*="-${motion}-${step}"]`),
);
const SHORT_ANIMATIONS = [
  '*, *::before, *::after { animation-duration: 1ms !important; animation-delay: 0s !important; }',
  `${MOTION_STATES.join(', ')} { transform: none !important; }`,
].join('\n');

function shortenAnimations(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  const add = () => (document.head ?? document.documentElement).append(style);
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

/**
 * Collects the Content-Security-Policy violations of a context's pages: what the page's
 * `securitypolicyviolation` events saw and what Chromium wrote to the console ("Refused to ...").
 * Call before the pages to watch navigate.
 */
export async function watchCspViolations(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  const logged: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async (page) => [...logged, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

/**
 * Chooses the option titled `option` in an antd select (`combobox`), from the keyboard: types
 * `typed` into a searchable one, or opens it with ArrowDown, then moves the active option down
 * until it is `option` and presses Enter. A click on an option of a list that is still opening
 * could land on nothing when the machine is busy (the select then silently kept its value); keys
 * go to the focused select whatever the list is doing. Options are told by their `title`.
 */
export async function chooseOption(combobox: Locator, option: string, typed?: string): Promise<void> {
  const activeLabel = () =>
    combobox.evaluate((input) => {
      // This select's own list (aria-controls), not another select's list that is still closing.
      const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
      return list?.closest('.ant-select-dropdown')?.querySelector('.ant-select-item-option-active')?.getAttribute('title') ?? null;
    });
  /** The active option once it is not `before` (and matches what was typed). */
  const settledLabel = async (before: string | null): Promise<string> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const label = await activeLabel();
      if (label !== null && label !== before && (!typed || label.toLowerCase().includes(typed.toLowerCase()))) return label;
      if (Date.now() > deadline) throw new Error(`The select did not move to a new option while looking for "${option}"`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await combobox.focus();
  if (typed) await combobox.pressSequentially(typed);
  else await combobox.press('ArrowDown');
  const seen: string[] = [];
  let label = await settledLabel(null);
  while (label !== option) {
    if (seen.includes(label)) throw new Error(`No option "${option}" in the select (saw ${seen.join(', ')})`);
    seen.push(label);
    await combobox.press('ArrowDown');
    label = await settledLabel(label);
  }
  await combobox.press('Enter');
}

/**
 * Answers the confirmation (antd's Modal.confirm) titled `title` on `page` with its button
 * `button`, then waits for it to close: a press that changed nothing fails here, saying so, rather
 * than later as an effect that never came.
 */
export async function answerConfirmation(page: Page, title: string, button: string): Promise<void> {
  const confirmation = page.locator('.ant-modal-confirm').filter({ hasText: title });
  await confirmation.waitFor();
  await confirmation.getByRole('button', { name: button }).click();
  try {
    await confirmation.waitFor({ state: 'hidden' });
  } catch {
    throw new Error(`The confirmation «${title}» is still open after pressing «${button}»`);
  }
}

/** Waits until the first element the locator finds is visible. */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/**
 * Today on the banca's clock (America/Caracas), `YYYY-MM-DD` and as the screens write it: the
 * browser tests run against the server's real clock.
 */
export function businessToday(): { day: string; shown: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Caracas', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, shown: `${parts.day}/${parts.month}/${parts.year}` };
}

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  operator: { username: 'operador', password: 'operador123' },
  client: { username: 'cliente', password: 'cliente123' },
  seller: { username: 'vendedor', password: 'vendedor123' },
} as const;

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, account: { username: string; password: string } = DEMO.admin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario o correo').fill(account.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface OpenedBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * The jest hooks every browser test file needs: one Chromium for the file and a context with a
 * page, new for each test (`per: 'test'`) or shared by the file's tests (`per: 'file'`), signed in
 * as `signInAs` when given. `use` receives them whenever they are opened.
 */
export function openBrowser(
  options: { per: 'test' | 'file'; signInAs?: { username: string; password: string } },
  use: (opened: OpenedBrowser) => void,
): void {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const open = async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    if (options.signInAs) await signIn(page, options.signInAs);
    use({ browser, context, page });
  };
  const close = async () => {
    await context?.close();
    context = undefined;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.per === 'file') await open();
  });
  afterAll(async () => {
    await close();
    await browser.close();
  });
  if (options.per === 'test') {
    beforeEach(open);
    afterEach(close);
  }
}
