/** What the admin database page, the admin console and their API say. */
export const ADMIN_MESSAGES = {
  mustLogIn: 'You must be logged in to view this page',
  restricted: 'Access Restricted',
  notAdmin: 'Only administrators can view this page.',
  consoleForAdmins: 'The admin console is for administrators.',
  fetchFailed: 'Failed to fetch data',
  sendFailed: 'Failed to send test email',
  emailRequired: 'An email address is required',
  testEmailQueued: 'Test email queued.',
  queryTooLong: 'Search for at most 100 characters.',
  userNotFound: 'No account with this id.',
  emailNotFound: 'No email with this id in the outbox.',
  emailResent: 'The email is queued to be sent again.',
  emailAlreadyPending: 'This email is already waiting to be sent; nothing changed.',
  emailAlreadySent: 'This email was sent: only a failed email can be sent again.',
} as const;
