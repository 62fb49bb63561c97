export { createServer, type Server, type ServerOptions } from './create-server';
export { loadConfig, type Config } from './config';
export { SESSION_COOKIE } from './plugins/session-cookie';
export { WEB_DIST } from './plugins/web-app';
export { startTestServer, type TestServer } from './testing/test-server';
export { MailgunFake, type CapturedEmail } from './testing/mailgun-fake';
export * from './testing/accounts';
export { solveAltcha } from './testing/captcha';
export { insertCreator, type CreatorSpec } from './testing/creators';
