// Brands read and answer applications, creators make and withdraw them: the campaigns feature's roles.
export { applicantProcedure, brandProcedure } from '../campaigns/role-procedures';

/** The OpenAPI tag of applications. */
export const tags = ['Applications'];
