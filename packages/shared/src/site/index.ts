export * from './timings';
export * from './social';
export * from './settings-text';
export * from './landing';
export * from './legal-links';
export * from './legal';
export * from './public-pages';
export * from './time-zone';
