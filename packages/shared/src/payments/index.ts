export * from './enums';
export * from './messages';
export * from './schemas';
export * from './split';
export * from './views';
export * from './documents';
