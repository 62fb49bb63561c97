export * from './schema';
export * from './create-database';
export { PGliteDialect } from './pglite-dialect';
export type { ChannelHandlers, ChannelListener } from './listen';
export { CompiledQuery, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
export { PGLITE_TEMPLATE_ENV, createTestDatabase } from './test-database';
export { isDatabaseUnavailable } from './availability';
