export * from './message';
export * from './templates/layout';
export * from './templates/account-emails';
export { createConsoleTransport } from './transports/console-transport';
export { createMailgunTransport, type MailgunOptions } from './transports/mailgun-transport';
export * from './templates/public-emails';
export * from './templates/notification-email';
export * from './templates/digest-email';
