/**
 * zod as the browser gets it (vite.config.ts points `zod` here). zod compiles a fast parser for each
 * object schema with `new Function`, after probing whether it may; our CSP forbids eval, so the probe
 * is refused and reported as a policy violation on every page. Without JIT zod never probes. This must
 * run before any schema is built, which is why it is the module every `import ... from 'zod'` reaches.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
