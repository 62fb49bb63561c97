export * from './timings';
export * from './public-pages';
