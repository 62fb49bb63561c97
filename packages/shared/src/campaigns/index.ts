export * from './limits';
export * from './messages';
export * from './publish-rules';
export * from './schemas';
export * from './views';
export * from './forms';
