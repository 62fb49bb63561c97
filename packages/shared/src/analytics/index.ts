export * from './limits';
export * from './messages';
export * from './schemas';
export * from './views';
export * from './csv';
export * from './ranges';
