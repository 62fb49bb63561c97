/** What the admin database page and its API say. */
export const ADMIN_MESSAGES = {
  mustLogIn: 'You must be logged in to view this page',
  restricted: 'Access Restricted',
  notAdmin: 'Only administrators can view this page.',
  fetchFailed: 'Failed to fetch data',
  sendFailed: 'Failed to send test email',
  emailRequired: 'An email address is required',
  testEmailQueued: 'Test email queued.',
} as const;
