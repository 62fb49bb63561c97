// The deal's life, one sub-folder per part (docs/decisions/0021-the-deals-life-in-one-folder.md).
export * from './offers';
export * from './work';
export * from './endings';
export * from './reviews';
export * from './enums';
export * from './fees';
export * from './forms';
export * from './limits';
export * from './messages';
export * from './next-step';
export * from './schemas';
export * from './views';
