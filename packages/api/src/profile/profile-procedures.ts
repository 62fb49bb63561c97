/** The profile procedures' group in the API document. */
export const tags = ['Profiles'];
