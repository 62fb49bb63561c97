import type { PageData } from '../../../lib/page-data';
import { sessionUser } from '../../../lib/session';

/** A deal page's first data: the deal (useDeal). */
export const dealData: PageData = async ({ utils, params }) => {
  if (!params.id || !(await sessionUser(utils))) return;
  await utils.deals.get.prefetch({ id: params.id });
};
