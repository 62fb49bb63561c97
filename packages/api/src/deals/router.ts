import { router } from '../trpc';
import { countDealsProcedure } from './count-deals';
import { getDealProcedure } from './get-deal';
import { listDealsProcedure } from './list-deals';
import { acceptOfferProcedure } from './offers/accept-offer';
import { counterOfferProcedure } from './offers/counter-offer';
import { createOfferProcedure } from './offers/create-offer';
import { declineOfferProcedure } from './offers/decline-offer';
import { extendOfferProcedure } from './offers/extend-offer';
import { withdrawOfferProcedure } from './offers/withdraw-offer';
import { fundDealProcedure } from './funding/fund-deal';
import { addLivePostProcedure } from './work/live-post';
import { approveWorkProcedure } from './work/approve-work';
import { requestChangesProcedure } from './work/request-changes';
import { submitLinkProcedure } from './work/submit-link';
import { acceptCancellationProcedure, refuseCancellationProcedure } from './endings/answer-cancellation';
import { answerDisputeProcedure } from './endings/answer-dispute';
import { cancelOverdueProcedure } from './endings/cancel-overdue';
import { openDisputeProcedure } from './endings/open-dispute';
import { requestCancellationProcedure } from './endings/request-cancellation';
import { reviewDealProcedure } from './reviews/review-deal';
import { getDealMetricsProcedure } from '../connections/deal-metrics';

/** The deal's life: each procedure lives in its part's folder with its service; this router only composes them. */
export const dealsRouter = router({
  list: listDealsProcedure,
  counts: countDealsProcedure,
  get: getDealProcedure,
  metrics: getDealMetricsProcedure,
  offer: createOfferProcedure,
  counter: counterOfferProcedure,
  accept: acceptOfferProcedure,
  decline: declineOfferProcedure,
  withdraw: withdrawOfferProcedure,
  extend: extendOfferProcedure,
  fund: fundDealProcedure,
  submitLink: submitLinkProcedure,
  addLivePost: addLivePostProcedure,
  approve: approveWorkProcedure,
  requestCancellation: requestCancellationProcedure,
  acceptCancellation: acceptCancellationProcedure,
  refuseCancellation: refuseCancellationProcedure,
  cancelOverdue: cancelOverdueProcedure,
  openDispute: openDisputeProcedure,
  answerDispute: answerDisputeProcedure,
  review: reviewDealProcedure,
  requestChanges: requestChangesProcedure,
});
