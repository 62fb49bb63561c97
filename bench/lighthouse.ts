import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { BrowserCookie } from './child-process';
import { firstLoadJs, type FirstLoadJs } from './first-load-js';

/**
 * Lighthouse's mobile audit (simulated slow 4G and a 4x slower CPU, its defaults) of the pages a
 * visitor most often lands on, against the real server the benchmark started, in Debian's Chromium.
 *
 *   BENCH_LIGHTHOUSE_RUNS  audits per page (default 3); the run with the median performance is kept,
 *                          because the simulated figures move with whatever else the machine is doing;
 *                          each page's last full report is kept in bench/results/lighthouse/
 */
export const AUDITED_PAGES = ['/', '/login', '/signup/creator'] as const;
/** The pages a brand works in most, audited with its session (the sample marketplace's first brand). */
export const LOGGED_IN_PAGES = ['/dashboard', '/brand/creators/search'] as const;
/** What each logged-in page is held to (issue: pages that are fast and hold still). */
export const LOGGED_IN_GOALS = { performance: 95, accessibility: 100, bestPractices: 100, maxCls: 0.05, maxLcpMs: 2000 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface PageAudit {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferredBytes: number;
  scriptTransferredBytes: number;
  /** The weighted audits that cost the page points, so a lower score says why. */
  failing: string[];
  runs: number;
}

/** Each audited page's last full report (bench/results is not committed). */
const REPORTS_DIR = fileURLToPath(new URL('./results/lighthouse/', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** Audits the pages, measures the landing's first-load JavaScript in the build, prints both. */
export async function measurePages(
  baseUrl: string,
  brand?: { cookies: BrowserCookie[]; dealPath: string },
): Promise<{ lighthouse: PageAudit[]; loggedIn?: PageAudit[]; landingFirstLoadJs: FirstLoadJs }> {
  const audits = await auditPages(baseUrl);
  const loggedIn = brand
    ? await auditPages(baseUrl, runsFromEnv(), [...LOGGED_IN_PAGES, brand.dealPath], brand.cookies)
    : undefined;
  const landing = firstLoadJs(WEB_DIST);
  console.log('\nLighthouse, mobile');
  printAudits(audits);
  if (loggedIn) {
    console.log("\nLighthouse, mobile, logged in as a brand (the sample marketplace's)");
    printAudits(loggedIn);
    printLoggedInGoals(loggedIn);
  }
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nLanding first-load JS: ${kib(landing.gzipBytes)} KiB gzipped, ${kib(landing.brotliBytes)} KiB brotli, in ${landing.files.length} files`,
  );
  return { lighthouse: audits, loggedIn, landingFirstLoadJs: landing };
}

export async function auditPages(
  baseUrl: string,
  runs = runsFromEnv(),
  paths: readonly string[] = AUDITED_PAGES,
  cookies: BrowserCookie[] = [],
): Promise<PageAudit[]> {
  const chromium = await launchChromium();
  try {
    if (cookies.length > 0) await holdCookies(chromium.port, baseUrl, cookies);
    const audits: PageAudit[] = [];
    for (const path of paths) {
      const results: PageAudit[] = [];
      for (let run = 0; run < runs; run++) results.push(summarise(path, await audit(`${baseUrl}${path}`, chromium.port), runs));
      results.sort((a, b) => a.performance - b.performance);
      audits.push(results[Math.floor(results.length / 2)]!);
    }
    return audits;
  } finally {
    await chromium.close();
  }
}

export function printAudits(audits: PageAudit[]): void {
  const rows = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'KiB sent', 'JS KiB'],
    ...audits.map((a) => [
      a.path,
      String(a.performance),
      String(a.accessibility),
      String(a.bestPractices),
      String(a.seo),
      String(a.lcpMs),
      String(a.fcpMs),
      String(a.totalBlockingTimeMs),
      a.cumulativeLayoutShift.toFixed(3),
      (a.transferredBytes / 1024).toFixed(1),
      (a.scriptTransferredBytes / 1024).toFixed(1),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  for (const a of audits.filter((audit) => audit.failing.length > 0))
    console.log(`${a.path} loses points on: ${a.failing.join(', ')}`);
}

/** Each logged-in page against its goals, one line per page: met, or what misses. */
function printLoggedInGoals(audits: PageAudit[]): void {
  const g = LOGGED_IN_GOALS;
  console.log(
    `Goals: performance >= ${g.performance}, accessibility and best practices ${g.accessibility}, CLS <= ${g.maxCls}, LCP <= ${g.maxLcpMs} ms`,
  );
  for (const a of audits) {
    const misses = [
      a.performance < g.performance && `performance ${a.performance}`,
      a.accessibility < g.accessibility && `accessibility ${a.accessibility}`,
      a.bestPractices < g.bestPractices && `best practices ${a.bestPractices}`,
      a.cumulativeLayoutShift > g.maxCls && `CLS ${a.cumulativeLayoutShift.toFixed(3)}`,
      a.lcpMs > g.maxLcpMs && `LCP ${a.lcpMs} ms`,
    ].filter(Boolean);
    console.log(`  ${a.path}: ${misses.length === 0 ? 'met' : `misses ${misses.join(', ')}`}`);
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function audit(url: string, port: number, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempts > 1) return audit(url, port, attempts - 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  // The whole report of the page's last run, to read why it scores as it does (its LCP element, its requests).
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(
    join(REPORTS_DIR, `${new URL(url).pathname.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'landing'}.json`),
    JSON.stringify(lhr),
  );
  return lhr;
}

function summarise(path: string, lhr: Result, runs: number): PageAudit {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? (summary.items as Array<{ resourceType: string; transferSize: number }>) : [];
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    transferredBytes: value('total-byte-weight'),
    scriptTransferredBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    failing: Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) => `${category.id}: ${ref.id} (${lhr.audits[ref.id]?.displayValue || issueKinds(lhr.audits[ref.id]?.details)})`,
        ),
    ),
    runs,
  };
}

/** The kinds of issue a table audit lists (for audits that have no figure to show). */
function issueKinds(details: unknown): string {
  const items =
    (details as { items?: Array<{ issueType?: string; subItems?: { items?: Array<Record<string, unknown>> } }> } | undefined)
      ?.items ?? [];
  return (
    items
      .map((item) => [item.issueType, ...(item.subItems?.items ?? []).map((sub) => JSON.stringify(sub).slice(0, 160))].join(' '))
      .join('; ') || 'failed'
  );
}

/** One Chromium for every audit; Lighthouse opens a fresh tab and clears the cache for each. */
/**
 * Puts the cookies in the browser's own jar, as a member's browser holds them. (A Cookie header added to
 * each request would be replaced by the jar's as soon as the page writes a cookie of its own, as the app
 * does with the reader's time zone.) Lighthouse's storage reset clears caches, not cookies.
 */
async function holdCookies(port: number, baseUrl: string, cookies: BrowserCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context to hold the cookies');
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl, sameSite: 'Lax' as const })));
  } finally {
    await browser.close();
  }
}

function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'sponsorly-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output: string | undefined = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`Chromium (${CHROMIUM}) did not open its DevTools port within 30 s`));
    }, 30_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      rmSync(profile, { recursive: true, force: true });
      reject(new Error(`Chromium could not start (${CHROMIUM}): ${error.message}`));
    });
    // Read to the end, so a full pipe never stalls the browser; only the start is of interest.
    child.stderr!.on('data', (chunk: Buffer) => {
      if (output === undefined) return;
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (!port) return;
      output = undefined;
      clearTimeout(timer);
      resolve({ port: Number(port), close });
    });
  });
}

function runsFromEnv(): number {
  const value = process.env.BENCH_LIGHTHOUSE_RUNS;
  const runs = value ? Number(value) : 3;
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number of runs, got "${value}"`);
  return runs;
}
