import net from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { startTestServer, type TestServer } from '@sponsorly/server';

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed, else its full Chromium.
 * The same Blink and V8 without the full browser around them: the journeys took about a quarter less time
 * and a third less CPU on it (130 s against 97 s for four files, back to back).
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Journey {
  server: TestServer;
  browser: Browser;
  baseUrl: string;
  /** A fresh browser context (its own cookies), like another person or device. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  /** A context with options of its own (a time zone, no scripts); `settled` knows its requests. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * A real server (built web app, fresh database, mail to the local Mailgun fake) listening on a free
 * port, and Debian's Chromium driven by playwright-core.
 */
export async function startJourney(env: Record<string, string> = {}): Promise<Journey> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startTestServer(
    { APP_URL: baseUrl, PORT: String(port), ...env },
    { startWorker: true, outbox: { pollIntervalMs: 50 } },
  );
  await server.app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  async function newContext(options: BrowserContextOptions = {}) {
    // Reduced motion, as the operating system setting asks it: Playwright acts on an element only once it
    // stands still, so every transition would add its length to each step, and none of them is checked.
    const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce', ...options });
    return trackRequests(context);
  }
  return {
    server,
    browser,
    baseUrl,
    newContext,
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await newContext({ viewport: { width, height } });
      return context.newPage();
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The requests in flight in each context, for `settled`. The event stream never ends: it does not count. */
const requestsOf = new WeakMap<BrowserContext, { inFlight: Set<Request>; changedAt: number }>();

function trackRequests(context: BrowserContext): BrowserContext {
  const state = { inFlight: new Set<Request>(), changedAt: Date.now() };
  context.on('request', (request) => {
    if (request.url().includes('/trpc/realtime.events')) return;
    state.inFlight.add(request);
    state.changedAt = Date.now();
  });
  const ended = (request: Request) => {
    if (state.inFlight.delete(request)) state.changedAt = Date.now();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  requestsOf.set(context, state);
  return context;
}

/** No request for this long: whatever the page asked for on its first render came back and was rendered. */
const SETTLED_QUIET_MS = 150;
const SETTLED_TIMEOUT_MS = 10_000;

/**
 * Waits until the page has loaded and its context has had no request in flight for a moment: the app has
 * fetched what its first render asked for (settings, the session, a lazy part's code) and shown it.
 * Playwright's 'networkidle' means the same with half a second of quiet, paid at every call.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const state = requestsOf.get(page.context());
  if (!state) return page.waitForLoadState('networkidle');
  const giveUpAt = Date.now() + SETTLED_TIMEOUT_MS;
  while (state.inFlight.size > 0 || Date.now() - state.changedAt < SETTLED_QUIET_MS) {
    if (Date.now() > giveUpAt) {
      throw new Error(`still in flight after ${SETTLED_TIMEOUT_MS} ms: ${[...state.inFlight].map((r) => r.url()).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits for the newest email to `to` that holds a link to `path`, and returns the link. */
export async function waitForLink(server: TestServer, to: string, path: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    if (server.mail.to(to).length > after) {
      try {
        return server.mail.linkTo(to, path);
      } catch {
        // the newest mail is another kind; keep waiting
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} with a ${path} link`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How long an audit waits for the page's busy parts (dimmed while they load) to come to rest. */
const AT_REST_TIMEOUT_MS = 10_000;

/**
 * Runs axe-core in the page and returns the serious and critical violations. The page is audited at
 * rest: a part marked `aria-busy="true"` is dimmed while its data loads (search results, analytics
 * figures, campaign cards), and its contrast is read once the data has come and the dimming is gone.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: AT_REST_TIMEOUT_MS,
    polling: 50,
  });
  // Evaluated through the DevTools protocol: our CSP (rightly) refuses an injected inline script. Once per
  // document: a page audited twice (after a change in place) already has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe.run();
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
