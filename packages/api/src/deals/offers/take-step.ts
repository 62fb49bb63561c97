import type { DealRow, User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { applyTransition } from '../transitions/apply-transition';
import { requestFingerprint } from '../transitions/idempotency';

/** The steps a party takes with nothing but the deal's id (a counter-offer has its own service). */
export type SimpleStep = 'accept' | 'decline' | 'withdraw' | 'extend';

/**
 * Accept (-> awaiting_funding, funding due in 72 hours), decline, withdraw (the side that sent the
 * terms), or extend the expiry once by 72 hours (the creator): one transition each. `version`, when
 * given, is the version of the terms the person saw: the step is refused if they were countered since,
 * so a stale page never agrees to a price it did not show.
 */
export async function takeStep(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  action: SimpleStep,
  idempotencyKey?: string,
  version?: number,
): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action,
    actor: { kind: 'person', user },
    idempotencyKey,
    fingerprint: requestFingerprint(version === undefined ? { action } : { action, version }),
    expectedVersion: version,
  });
  return deal;
}
