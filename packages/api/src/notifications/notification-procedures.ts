/** The OpenAPI tag of notifications and the dashboard's activity. */
export const tags = ['Notifications'];
