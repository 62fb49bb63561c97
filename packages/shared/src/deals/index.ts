export * from './enums';
export * from './fees';
export * from './forms';
export * from './limits';
export * from './messages';
export * from './next-step';
export * from './schemas';
export * from './views';
