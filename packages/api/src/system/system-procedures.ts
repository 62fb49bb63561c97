/** The system procedures' group in the API document. */
export const tags = ['System'];
