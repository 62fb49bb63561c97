// Each feature keeps its schemas, messages, limits and enumerations in its own folder; the package
// exposes them all from here. `sideEffects: false` lets a bundle keep only what a page imports.
export * from './common';
export * from './http';
export * from './auth';
export * from './account';
export * from './profile';
export * from './audience';
export * from './analytics';
export * from './connections';
export * from './insights';
export * from './rate-card';
export * from './photos';
export * from './portfolio';
export * from './search';
export * from './marketplace';
export * from './deals'; // the deal's life: offers, work, endings, reviews
export * from './payments';
export * from './campaigns';
export * from './conversations';
export * from './blocks';
export * from './brand-verification';
export * from './notifications';
export * from './public-forms';
export * from './admin';
export * from './moderation';
export * from './outbox';
export * from './site';
export * from './limits'; // how much one account may do (docs/limits.md)
