import type { ServiceSettings } from '../lib/deps';

export type OutboxSettings = ServiceSettings['outbox'];

/**
 * How the outbox delivers: up to 8 attempts, the wait between them starting at a minute and doubling up
 * to an hour (about two hours from first try to last), and a look for due mail every 2 seconds. A claimed
 * message stays reserved for its instance for 30 s (OUTBOX_CLAIM_LEASE_MS): well over the mail
 * transport's 10 s timeout, and short enough that a message held by a killed instance goes soon.
 */
export function outboxSettings(overrides: Partial<OutboxSettings> = {}): OutboxSettings {
  return {
    maxAttempts: 8,
    backoffBaseMs: 60_000,
    backoffMaxMs: 60 * 60_000,
    pollIntervalMs: 2_000,
    claimLeaseMs: 30_000,
    ...overrides,
  };
}
