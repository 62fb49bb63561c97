import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';

/** Debian's headless shell when it is installed (lighter, the same engine), else its full Chromium. */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export interface ChromiumFixture {
  /** A fresh page with the fixture mounted in it. */
  open(): Promise<Page>;
  close(): Promise<void>;
}

/** Bundles a component fixture (a .tsx file that mounts itself into #root) with the app's own Vite setup. */
async function bundle(entry: string): Promise<{ script: string; styles: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'componentFixture' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const script = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
  const styles = files
    .flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : []))
    .join('\n');
  return { script, styles };
}

/**
 * Renders a component fixture in Debian's Chromium: the real React, react-hook-form and browser, no
 * server. For behaviour that lives in the page (focus, ARIA, where an error lands).
 */
export async function startChromiumFixture(entry: string): Promise<ChromiumFixture> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell`);
  const { script, styles } = await bundle(entry);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
  });
  return {
    async open() {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><div id="root"></div></body></html>',
      );
      if (styles) await page.addStyleTag({ content: styles });
      await page.addScriptTag({ content: script });
      return page;
    },
    close: () => browser.close(),
  };
}
