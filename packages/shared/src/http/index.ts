export * from './error-codes';
export * from './limits';
export * from './messages';
