/** The wallet procedures' group in the API document. */
export const tags = ['Wallet'];
