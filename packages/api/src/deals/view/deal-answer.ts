import type { DealAnswerView } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { loadDeal } from './load-deals';

/** The REST document's tag of every deal procedure. */
export const tags = ['Deals'];

/** What a deal's procedures answer: the deal as the person who acted now sees it. */
export async function dealAnswer(deps: ServiceDeps, user: User, id: string): Promise<DealAnswerView> {
  return { deal: await loadDeal(deps, user, id) };
}
