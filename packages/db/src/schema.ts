import type { AdminTables } from './tables/admin';
import type { AuthTables } from './tables/auth';
import type { DeliverableTables } from './tables/deliverables';
import type { DiscoveryTables } from './tables/discovery';
import type { LedgerTables } from './tables/ledger';
import type { MarketplaceTables } from './tables/marketplace';
import type { OutboxTables } from './tables/outbox';
import type { ProfileTables } from './tables/profile';
import type { PublicFormTables } from './tables/public-forms';
import type { RateCardTables } from './tables/rate-card';

export type * from './tables/admin';
export type * from './tables/auth';
export type * from './tables/deliverables';
export type * from './tables/discovery';
export type * from './tables/ledger';
export type * from './tables/marketplace';
export type * from './tables/outbox';
export type * from './tables/profile';
export type * from './tables/public-forms';
export type * from './tables/rate-card';

/** Every table, as Kysely sees it. Each feature declares its tables in its own file of `tables/`. */
export interface Database
  extends AuthTables,
    ProfileTables,
    OutboxTables,
    PublicFormTables,
    AdminTables,
    RateCardTables,
    DiscoveryTables,
    MarketplaceTables,
    LedgerTables,
    DeliverableTables {}
