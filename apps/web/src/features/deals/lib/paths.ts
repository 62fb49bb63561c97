/** Where the deal pages live. */
export const dealPaths = {
  list: '/deals',
  view: (id: string) => `/deals/${id}`,
  /** The pair's conversation on the messages pages. */
  conversation: (id: string) => `/messages/${id}`,
};
