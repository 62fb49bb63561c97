export * from './usage-limits';
export * from './messages';
