export * from './schema';
export * from './create-database';
export { PGliteDialect } from './pglite-dialect';
export type { ChannelHandlers, ChannelListener } from './listen';
export { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RawBuilder, type Transaction } from 'kysely';
export { createTestDatabase, createTestDataDir, type TestDatabaseOptions } from './test-database';
export { prepareTestTemplates, type TestTemplates } from './test-templates';
export { TEST_ENV } from './test-env';
export { isDatabaseUnavailable } from './availability';
export { DataDirInUseError } from './data-dir-lock';
export type { ConnectionPool, ConnectionPoolStats } from './connection-pool';
export {
  keepUpTables,
  startEmbeddedUpkeep,
  EMBEDDED_UPKEEP_INTERVAL_MS,
  type EmbeddedUpkeep,
  type UpkeepRound,
} from './embedded-upkeep';
