import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001-accounts';
import * as publicFormsAndAdmin from './0002-public-forms-and-admin';
import * as signupBinding from './0003-signup-binding';
import * as sessionDevices from './0004-session-devices';
import * as audienceAndRateCard from './0005-audience-and-rate-card';
import * as creatorDiscovery from './0006-creator-discovery';
import * as searchOrderChanges from './0007-search-order-changes';
import * as marketplaceAgreements from './0008-marketplace-agreements';
import * as searchIndexesAtScale from './0009-search-indexes-at-scale';
import * as dealTimers from './0010-deal-timers';
import * as ledgerAndFunding from './0011-ledger-and-funding';
import * as deliverablesAndReview from './0013-deliverables-and-review';
import * as cancellationsAndDisputes from './0014-cancellations-and-disputes';
import * as dealReviews from './0015-deal-reviews';
import * as rightsReminders from './0016-rights-reminders';
import * as searchStoredFacetsAndBoost from './0017-search-stored-facets-and-boost';
import * as oneChargeInFlight from './0018-one-charge-in-flight';
import * as paymentIdempotencyKeys from './0019-payment-idempotency-keys';
import * as stripeConnect from './0020-stripe-connect';
import * as timerRetries from './0021-timer-retries';
import * as deliverableDueDates from './0022-deliverable-due-dates';
import * as ledgerKeptByTheDatabase from './0023-ledger-kept-by-the-database';
import * as receipts from './0024-receipts';
import * as automaticPayouts from './0027-automatic-payouts';
import * as paymentProviderReferences from './0028-payment-provider-references';
import * as chargebacksAndProcessorFees from './0029-chargebacks-and-processor-fees';
import * as publicProfiles from './0030-public-profiles';
import * as photosAndPortfolios from './0031-photos-and-portfolios';
import * as searchVocabulary from './0032-search-vocabulary';
import * as landingShowcase from './0033-landing-showcase';
import * as replacedDealFiles from './0034-replaced-deal-files';
import * as blocksAndVerifiedBrands from './0035-blocks-and-verified-brands';
import * as reportsAndModeration from './0036-reports-and-moderation';
import * as yourData from './0037-your-data';
import * as connectedChannels from './0038-connected-channels';
import * as postMetrics from './0039-post-metrics';
import * as brandAnalytics from './0040-brand-analytics';
import * as creatorInsights from './0041-creator-insights';
import * as analyticsByDay from './0042-analytics-by-day';
import * as searchVerifiedColumn from './0043-search-verified-column';
import * as searchFacetsIndex from './0044-search-facets-index';

/**
 * Migrations are imported, not read from a folder, so they run the same from source, in tests and in
 * a bundle. Add new ones here in order; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-public-forms-and-admin': publicFormsAndAdmin,
  '0003-signup-binding': signupBinding,
  '0004-session-devices': sessionDevices,
  '0005-audience-and-rate-card': audienceAndRateCard,
  '0006-creator-discovery': creatorDiscovery,
  '0007-search-order-changes': searchOrderChanges,
  '0008-marketplace-agreements': marketplaceAgreements,
  '0009-search-indexes-at-scale': searchIndexesAtScale,
  '0010-deal-timers': dealTimers,
  '0011-ledger-and-funding': ledgerAndFunding,
  '0013-deliverables-and-review': deliverablesAndReview,
  '0014-cancellations-and-disputes': cancellationsAndDisputes,
  '0015-deal-reviews': dealReviews,
  '0016-rights-reminders': rightsReminders,
  '0017-search-stored-facets-and-boost': searchStoredFacetsAndBoost,
  '0018-one-charge-in-flight': oneChargeInFlight,
  '0019-payment-idempotency-keys': paymentIdempotencyKeys,
  '0020-stripe-connect': stripeConnect,
  '0021-timer-retries': timerRetries,
  '0022-deliverable-due-dates': deliverableDueDates,
  '0023-ledger-kept-by-the-database': ledgerKeptByTheDatabase,
  '0024-receipts': receipts,
  '0027-automatic-payouts': automaticPayouts,
  '0028-payment-provider-references': paymentProviderReferences,
  '0029-chargebacks-and-processor-fees': chargebacksAndProcessorFees,
  '0030-public-profiles': publicProfiles,
  '0031-photos-and-portfolios': photosAndPortfolios,
  '0032-search-vocabulary': searchVocabulary,
  '0033-landing-showcase': landingShowcase,
  '0034-replaced-deal-files': replacedDealFiles,
  '0035-blocks-and-verified-brands': blocksAndVerifiedBrands,
  '0036-reports-and-moderation': reportsAndModeration,
  '0037-your-data': yourData,
  '0038-connected-channels': connectedChannels,
  '0039-post-metrics': postMetrics,
  '0040-brand-analytics': brandAnalytics,
  '0041-creator-insights': creatorInsights,
  '0042-analytics-by-day': analyticsByDay,
  '0043-search-verified-column': searchVerifiedColumn,
  '0044-search-facets-index': searchFacetsIndex,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
