/** What accounts say: signup, login, verification, password reset, sessions. Spec section 8 word for word. */
export const AUTH_MESSAGES = {
  login: {
    invalidCredentials: 'The email or password you entered is incorrect.',
    /** The spec's client looks for this word in the server message. */
    needsVerificationServer: 'needs_verification: please verify your email address before logging in.',
    needsVerification: 'Please check your email for a verification link.',
    generic: 'An error occurred during login.',
    helperDefault401: 'Login failed: Invalid email or password',
    captchaRequired: 'Too many failed attempts. Please complete the CAPTCHA verification and try again.',
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
    invalidWebsite: 'Please enter a valid website address, such as yourbrand.com',
    /** An empty signup form names each missing field under it; "All fields are required" heads the list. */
    fieldRequired: {
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter your email address.',
      password: 'Choose a password.',
      confirmPassword: 'Type your password again.',
      companyName: 'Enter your company name.',
      platform: 'Choose your platform.',
      industry: 'Choose your industry.',
    } as Record<string, string>,
    /** Same answer whether the address was new or known: signup must not reveal registered emails. */
    accepted: 'Account created. Please check your email for a verification link.',
  },
  verify: {
    invalidLink: 'Invalid verification link',
    invalidOrExpired: 'Invalid or expired verification link',
    alreadyVerified: 'This email address is already verified. Please log in.',
    confirmedLogIn: 'Your email address is confirmed. Please log in to continue.',
    passwordRequired: 'Enter the password you chose when you signed up, or choose a new one.',
    signupPasswordWrong: 'That is not the password chosen at signup. Try again, or choose a new password.',
    cancelled: 'The signup was cancelled and the account waiting for confirmation was removed.',
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
  /** The account security page: sessions and changing the password. */
  account: {
    currentPasswordRequired: 'Please enter your current password.',
    currentPasswordWrong: 'Your current password is incorrect.',
    passwordChanged: 'Your password was changed. Your other sessions have been logged out.',
    sessionNotFound: 'This session does not exist or has already ended.',
    sessionEnded: 'That session has been logged out.',
    otherSessionsEnded: 'All other sessions have been logged out.',
  },
} as const;
