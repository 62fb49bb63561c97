import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  page: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * The JavaScript a browser must fetch before a built page can run: the scripts and module preloads the
 * page's HTML names (directly, or for the starter to load), and every chunk those import statically (lazy imports are left out: they load
 * later, if at all). Sizes are each file's own, as the server sends them.
 */
export function firstLoadJs(distDir: string, page = 'index.html'): FirstLoadJs {
  const html = readFileSync(join(distDir, page), 'utf8');
  const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\srel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  // A prerendered page names a starter that loads these once the page is painted (src/start-after-paint.ts).
  const started = [...html.matchAll(/\sdata-modules="([^"]+)"/g)].flatMap((m) =>
    m[1]!.split(' ').map((path) => path.replace(/^\//, '')),
  );
  const queue = [...named, ...started];
  const files = new Set<string>();
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(join(distDir, file));
    bytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
    brotliBytes += brotliCompressSync(code).length;
    // Static imports between chunks: `import{a as b}from"./chunk-x.js"` or `import"./chunk-x.js"`.
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of code.toString().matchAll(/\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`${dir}${match[1]!}`);
    }
  }
  return { page, files: [...files], bytes, gzipBytes, brotliBytes };
}
