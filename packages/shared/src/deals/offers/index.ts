export * from './enums';
export * from './limits';
export * from './messages';
export * from './money';
export * from './schemas';
export * from './words';
