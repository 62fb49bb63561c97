export * from './limits';
export * from './messages';
export * from './publish-rules';
export * from './schemas';
export type * from './views';
export * from './forms';
