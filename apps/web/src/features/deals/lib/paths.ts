/** Where the deal pages live. */
export const dealPaths = {
  list: '/deals',
  view: (id: string) => `/deals/${id}`,
  /** Where a deal's messages will be read; the conversations pages own it. */
  messages: '/messages',
};
