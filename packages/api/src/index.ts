export { appRouter, type AppRouter } from './router';
export { createRequestContext, type RequestContext, type HttpBindings } from './context';
export { AppError, unauthorized as unauthorizedError } from './lib/app-error';
export { parseInput, validationError } from './lib/zod-errors';
export { errorBody, toAppError } from './lib/error-mapping';
export { createCallerFactory } from './trpc';
export type { Access, AccountKind, ProcedureMeta, RestFace } from './doors/procedure-meta';
export { REFUSALS } from './doors/refusals';
export { inputJsonSchema, namedBodySchemas } from './doors/named-bodies';
export { API_TAGS } from './doors/tags';
export { linkSessionAnswerSchema } from '@sponsorly/shared';
export type { ServiceDeps, ServiceSettings } from './lib/deps';
export { createRateLimiters, type RateLimiters } from './lib/rate-limits';
export { createUserEventHub, type UserEventHub } from './realtime/user-event-hub';
export { setStreamPingInterval } from './realtime/stream-ping';
export { USER_EVENTS_CHANNEL } from './notifications/publish-user-event';
export { backoffDelay, createOutboxWorker, type OutboxWorker } from './outbox/outbox-worker';
export { enqueueEmail } from './outbox/enqueue-email';
export { outboxSettings, type OutboxSettings } from './outbox/outbox-settings';
export { createTimerWorker, type TimerRound, type TimerWorker } from './timers/timer-worker';
export { signUp } from './auth/signup';
export { provisionVerifiedAccount } from './auth/provision-account';
export { verifyEmail } from './auth/verify-email';
export { logIn } from './auth/login';
export { requestPasswordReset } from './auth/forgot-password';
export { checkResetToken } from './auth/check-reset-token';
export { resetPassword } from './auth/reset-password';
export { logOut } from './auth/logout';
export { currentUser } from './auth/current-user';
export { listAccountSessions } from './auth/list-sessions';
export { logOutSession } from './auth/log-out-session';
export { logOutOtherSessions } from './auth/log-out-other-sessions';
export { changePassword } from './auth/change-password';
export { deleteAccount } from './account/delete-account';
export { exportAccountData, exportFileName } from './account/export-account-data';
export { unsubscribeFromEmails } from './notifications/unsubscribe-from-emails';
export { unsubscribeToken } from './notifications/unsubscribe-links';
export { ARGON2_PARAMS } from './auth/passwords';
export { hello } from './system/hello';
export { checkHealth } from './system/health';
export { readBacklog, WATCHED_TIMERS, type OperationalBacklog } from './system/backlog';
export { createSession, resolveSession, sessionLookupQuery } from './auth/sessions';
export { cleanUserAgent } from './auth/user-agent';
export { loadOwnProfile } from './profile/profile-views';
export { updateOwnProfile } from './profile/update-own-profile';
export { getPublicCreator } from './profile/public-creator';
export {
  SITEMAP_MAX_URLS,
  listPublicProfilePages,
  loadBrandPageMeta,
  loadCreatorPageMeta,
  publicHandleOf,
} from './profile/public-pages';
export { recordCreatorView } from './profile/record-creator-view';
export { deriveTokenKey } from './connections/token-cipher';
export { startConnection } from './connections/start-connection';
export { finishConnection } from './connections/finish-connection';
export { refreshDueConnections } from './connections/refresh-due-connections';
export { createPackage } from './rate-card/create-package';
export { deletePackage } from './rate-card/delete-package';
export { updatePackage } from './rate-card/update-package';
export { loadPackages } from './rate-card/package-views';
export { uploadPhoto } from './photos/upload-photo';
export { openMedia } from './photos/open-media';
export type { UploadPart } from './photos/read-upload';
export { checkPortfolioRoom } from './portfolio/add-portfolio-item';
export {
  addUploadedPortfolioItem,
  receivePortfolioFile,
  receivePortfolioPoster,
  type ReceivedPortfolioFiles,
} from './portfolio/upload-portfolio-item';
export { discardMedia } from './photos/media-store';
export { checkLedger, type LedgerCheck } from './ledger/check';
export { postJournal, type JournalEntry } from './ledger/journal';
export { createPaymentProviders, type PaymentProviders } from './payments/create-provider';
export { createStripeConnect, type StripeConnect, type StripeSettings } from './payments/stripe/stripe-connect';
export { createStripeProvider } from './payments/stripe/stripe-provider';
export { receiveStripeWebhook, applyProviderEvents } from './payments/stripe/webhooks';
export { reconcilePayments } from './admin/reconcile-payments';
export { reconcileStripe } from './payments/stripe/reconcile';
export { createLocalFileStorage, type FileStorage } from './files/file-storage';
export { createS3FileStorage } from './files/s3-storage';
export { checkCanSubmit, storeUpload, uploadSubmission, type StoredUpload } from './deals/work/upload-submission';
export { checkCanDispute, openDispute } from './deals/endings/open-dispute';
export { isInline, openDealFile } from './deals/work/open-deal-file';
export { loadDeal } from './deals/view/load-deals';
export { createSandboxProvider } from './payments/sandbox-provider';
export type { PaymentProvider, ProviderCall, ProviderResult } from './payments/provider';
export { createAltchaCaptcha, ALTCHA_CHALLENGE_TTL_MS, type AltchaCaptcha } from './captcha/altcha-captcha';
export { createSiteverifyCaptcha, SITEVERIFY_URLS } from './captcha/siteverify-captcha';
export type { CaptchaVerifier, CaptchaWidgetConfig } from './captcha/captcha-verifier';
export { submitContact } from './contact/submit-contact';
export { subscribeToNewsletter } from './newsletter/subscribe';
export { unsubscribeFromNewsletter } from './newsletter/unsubscribe';
export { listAdminData } from './admin/list-admin-data';
export { assertAdmin, grantAdmin } from './admin/admin-services';
export { sendAdminTestEmail } from './admin/send-test-email';
export { findUserByEmail, isAdmin } from './auth/users';
export { hashPassword } from './auth/passwords';
export { closeExpiredCampaigns } from './campaigns';
export { openReceipt } from './payments/receipts/open-receipt';
export { openStatement } from './payments/statements/open-statement';
export { brandAnalyticsCsv, openBrandAnalyticsCsv } from './analytics/brand-analytics-csv';
