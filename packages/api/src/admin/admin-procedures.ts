/** The administration procedures' group in the API document. */
export const tags = ['Administration'];
