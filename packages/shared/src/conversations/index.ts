export * from './limits';
export * from './messages';
export * from './off-platform';
export * from './schemas';
export * from './views';
