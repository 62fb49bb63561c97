// The modules themselves, not the package index: the benchmark needs search, not every router.
import type { ServiceDeps } from '../../packages/api/src/lib/deps';
import { createRateLimiters } from '../../packages/api/src/lib/rate-limits';
import { outboxSettings } from '../../packages/api/src/outbox/outbox-settings';
import { createSandboxProvider } from '../../packages/api/src/payments/sandbox-provider';
import { createLocalFileStorage } from '../../packages/api/src/files/file-storage';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database, Kysely } from '@sponsorly/db';

/**
 * The dependencies a service is given, as the server builds them, around the benchmark's database.
 * Search uses only `db`; the rest is there because the type asks for it, and refuses or drops anything.
 */
export function searchDeps(db: Kysely<Database>, parallelStatements: boolean): ServiceDeps {
  return {
    db,
    parallelStatements,
    settings: {
      appUrl: 'http://localhost:3000',
      linkSecret: 'search-bench-link-secret-not-used-by-the-search',
      mailFrom: 'Sponsorly <no-reply@sponsorly.test>',
      adminEmails: [],
      contact: { email: 'team@sponsorly.test', phone: '+1 (555) 010-2022', address: '100 Market Street' },
      companyName: 'Sponsorly Inc.',
      outbox: outboxSettings(),
    },
    limiters: createRateLimiters({ factor: 1 }),
    transport: { name: 'noop', async send() {} },
    now: () => new Date(),
    captcha: {
      widget: { provider: 'altcha', siteKey: null, challengeUrl: null },
      verify: () => Promise.reject(new Error('no captcha in the search benchmark')),
    },
    payments: createSandboxProvider(),
    files: createLocalFileStorage(join(tmpdir(), 'sponsorly-bench-files')),
    notifyOutbox: () => {},
  };
}
