export * from './limits';
export * from './text-rules';
