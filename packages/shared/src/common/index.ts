export * from './limits';
export * from './text-rules';
export * from './query-fields';
export * from './durations';
