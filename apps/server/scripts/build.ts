import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Compiles the server and its command-line tools into plain JavaScript in `dist/`, so production runs
 * `node dist/main.js` with no TypeScript compiler loaded. The workspace packages (@sponsorly/api, db,
 * email, shared) are TypeScript source and go into the bundle; every package from node_modules stays an
 * import, because some carry native or WebAssembly files found next to their own code (argon2, PGlite).
 */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${serverRoot}dist`;

const ENTRY_POINTS = {
  main: 'src/main.ts',
  'cli/migrate': 'src/cli/migrate.ts',
  'cli/admin': 'src/cli/admin.ts',
  'cli/seed': 'src/cli/seed.ts',
  'cli/ledger-check': 'src/cli/ledger-check.ts',
  'cli/reconcile': 'src/cli/reconcile.ts',
};

/** Bare imports stay external, except the workspace's own packages, which are bundled. */
const keepNodeModulesExternal: Plugin = {
  name: 'keep-node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@sponsorly/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: ENTRY_POINTS,
  outdir,
  bundle: true,
  // Code shared by the server and the tools goes into common chunks instead of being copied into each.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [keepNodeModulesExternal],
  // Readable stack traces in the logs without source maps: names and layout are kept.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
});
