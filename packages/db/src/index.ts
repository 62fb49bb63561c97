export * from './schema';
export * from './create-database';
export { PGliteDialect } from './pglite-dialect';
export type { ChannelHandlers, ChannelListener } from './listen';
export { CompiledQuery, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
export { createTestDatabase, createTestDataDir, type TestDatabaseOptions } from './test-database';
export { prepareTestTemplates, type TestTemplates } from './test-templates';
export { TEST_ENV } from './test-env';
export { isDatabaseUnavailable } from './availability';
