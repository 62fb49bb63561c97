/** The public forms' group in the API document: the contact form, the newsletter and their captcha. */
export const tags = ['Public forms'];
