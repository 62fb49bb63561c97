/** What the public forms say: the captcha, the contact form, the newsletter and its unsubscribe link. */
export const PUBLIC_FORM_MESSAGES = {
  captcha: {
    required: 'Please complete the CAPTCHA verification.',
  },
  contact: {
    nameTooLong: 'Name must be 100 characters or less.',
    emailTooLong: 'Email must be 100 characters or less.',
    messageTooLong: 'Message must be 500 characters or less.',
    nameRequired: 'Please enter your name.',
    emailRequired: 'Please enter your email address.',
    messageRequired: 'Please enter a message.',
    invalidEmail: 'Please enter a valid email address.',
    failed: 'Failed to submit contact form.',
  },
  newsletter: {
    thanks: 'Thanks for subscribing!',
    failed: 'Failed to subscribe to newsletter.',
    unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
    invalidUnsubscribeLink: 'This unsubscribe link is invalid.',
  },
} as const;
