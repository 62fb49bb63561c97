/** User-facing strings. Those quoted in the spec (section 8) are word for word. */
export const MESSAGES = {
  login: {
    invalidCredentials: 'The email or password you entered is incorrect.',
    /** The spec's client looks for this word in the server message. */
    needsVerificationServer: 'needs_verification: please verify your email address before logging in.',
    needsVerification: 'Please check your email for a verification link.',
    generic: 'An error occurred during login.',
    helperDefault401: 'Login failed: Invalid email or password',
  },
  signup: {
    allRequired: 'All fields are required',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordCommon: 'This password is too common. Please choose a less predictable one.',
    passwordsDoNotMatch: 'Passwords do not match',
    acceptTerms: 'You must accept the terms and conditions',
    generic: 'An error occurred during signup.',
    invalidEmail: 'Please enter a valid email address.',
    invalidWebsite: 'Please enter a valid website URL starting with http:// or https://',
    /** Same answer whether the address was new or known: signup must not reveal registered emails. */
    accepted: 'Account created. Please check your email for a verification link.',
  },
  verify: {
    invalidLink: 'Invalid verification link',
    invalidOrExpired: 'Invalid or expired verification link',
    alreadyVerified: 'This email address is already verified. Please log in.',
  },
  reset: {
    invalidLink: 'Invalid reset link',
    invalidOrExpired: 'This password reset link is invalid or has expired.',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 8 characters long.',
  },
  forgot: {
    emailRequired: 'Please enter your email address.',
    generic: 'An error occurred. Please try again.',
    accepted: 'If an account exists for that email, we have sent a link to reset your password.',
  },
  session: {
    unauthorized: 'You must be logged in.',
    crossSite: 'Cross-site request refused.',
  },
  http: {
    rateLimited: 'Too many attempts. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    notFound: 'Not found.',
    bodyTooLarge: 'The request body is too large.',
    badJson: 'The request body is not valid JSON.',
    unsupportedMediaType: 'Unsupported content type; send application/json.',
    invalidInput: 'Some fields are not valid.',
    controlCharacters: 'This field contains characters that are not allowed.',
  },
  hello: 'Hello from Sponsorly!',
} as const;
