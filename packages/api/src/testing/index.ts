// Test support only: reached through `@sponsorly/api/testing`, never from the package's runtime index.
export { createTestDeps, type TestDeps, type TestDepsOptions } from './create-test-deps';
export { createCapturingTransport, type CapturingTransport, type SentEmail } from './capturing-transport';
export { createFakeClock, type FakeClock } from './fake-clock';
export { solveCaptcha } from './captcha';
export { createVerifiedAccount, linkParams, randomClientAddress, signUpAndVerify, signupRequest, uniqueEmail } from './accounts';
export { FIXTURE_PASSWORDS, fixturePasswordHash, hashFixturePasswords } from './fixture-passwords';
export { startFakeS3 } from './fake-s3';
export { startFakeStripe, parseStripeForm, fakeStripeFee, type FakeStripe } from './fake-stripe';
