import type { AdminTables } from './tables/admin';
import type { AnalyticsTables } from './tables/analytics';
import type { ApplicationTables } from './tables/applications';
import type { AudienceTables } from './tables/audience';
import type { BlockTables } from './tables/blocks';
import type { AuthTables } from './tables/auth';
import type { CampaignTables } from './tables/campaigns';
import type { CaptchaTables } from './tables/captcha';
import type { ConnectionTables } from './tables/connections';
import type { ContactTables } from './tables/contact';
import type { ConversationTables } from './tables/conversations';
import type { DealTables } from './tables/deals/deals';
import type { DeliverableTables } from './tables/deals/work';
import type { EndingTables } from './tables/deals/endings';
import type { FileTables } from './tables/files';
import type { InsightTables } from './tables/insights';
import type { LedgerTables } from './tables/ledger';
import type { ModerationTables } from './tables/moderation';
import type { NewsletterTables } from './tables/newsletter';
import type { NotificationTables } from './tables/notifications';
import type { OutboxTables } from './tables/outbox';
import type { PaymentTables } from './tables/payments';
import type { PhotoTables } from './tables/photos';
import type { PortfolioTables } from './tables/portfolio';
import type { ProfileTables } from './tables/profile';
import type { RateCardTables } from './tables/rate-card';
import type { ReceiptTables } from './tables/receipts';
import type { ReviewTables } from './tables/deals/reviews';
import type { SearchTables } from './tables/search';
import type { ShortlistTables } from './tables/shortlists';
import type { TimerTables } from './tables/timers';

export type * from './tables/admin';
export type * from './tables/analytics';
export type * from './tables/applications';
export type * from './tables/audience';
export type * from './tables/blocks';
export type * from './tables/auth';
export type * from './tables/campaigns';
export type * from './tables/captcha';
export type * from './tables/connections';
export type * from './tables/contact';
export type * from './tables/conversations';
export type * from './tables/deals/deals';
export type * from './tables/deals/work';
export type * from './tables/deals/endings';
export type * from './tables/files';
export type * from './tables/insights';
export type * from './tables/ledger';
export type * from './tables/moderation';
export type * from './tables/newsletter';
export type * from './tables/notifications';
export type * from './tables/outbox';
export type * from './tables/payments';
export type * from './tables/photos';
export type * from './tables/portfolio';
export type * from './tables/profile';
export type * from './tables/rate-card';
export type * from './tables/receipts';
export type * from './tables/deals/reviews';
export type * from './tables/search';
export type * from './tables/shortlists';
export type * from './tables/timers';

/** Every table, as Kysely sees it. Each feature declares its tables in its own file of `tables/`. */
export interface Database
  extends AuthTables,
    ProfileTables,
    OutboxTables,
    ContactTables,
    NewsletterTables,
    CaptchaTables,
    AdminTables,
    AudienceTables,
    ConnectionTables,
    InsightTables,
    AnalyticsTables,
    RateCardTables,
    SearchTables,
    ShortlistTables,
    CampaignTables,
    ApplicationTables,
    DealTables,
    ConversationTables,
    NotificationTables,
    LedgerTables,
    PaymentTables,
    DeliverableTables,
    FileTables,
    EndingTables,
    ReviewTables,
    TimerTables,
    ReceiptTables,
    PhotoTables,
    PortfolioTables,
    BlockTables,
    ModerationTables {}
