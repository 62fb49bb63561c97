/** Answers any endpoint may give, whatever the feature. */
export const HTTP_MESSAGES = {
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  notFound: 'Not found.',
  bodyTooLarge: 'The request body is too large.',
  badJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported content type; send application/json.',
  invalidInput: 'Some fields are not valid.',
  controlCharacters: 'This field contains characters that are not allowed.',
} as const;

/** The greeting of GET /api/hello, the smallest proof that the API answers. */
export const HELLO_MESSAGE = 'Hello from Sponsorly!';
