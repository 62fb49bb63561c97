export { ForgotPasswordPage } from './components/forgot-password-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignupChoicePage } from './components/signup-choice-page';
export { BrandSignupPage, CreatorSignupPage } from './components/signup-page';
export { VerifyEmailPage } from './components/verify-email-page';
