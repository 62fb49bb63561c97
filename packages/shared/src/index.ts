export * from './limits';
export * from './enums';
export * from './messages';
export * from './auth-schemas';
export * from './completion';
export * from './user';
export * from './profile-schemas';
export * from './public-form-schemas';
