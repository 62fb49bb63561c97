/** The photo procedures' group in the API document. */
export const tags = ['Photos and portfolio'];
