export { LoginPage } from './pages/login-page';
export { SignupPage } from './pages/signup-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { EmailVerifyPage } from './pages/email-verify-page';
export { ActivationCodePage } from './pages/activation-code-page';
export { ConfirmEmailPage } from './pages/confirm-email-page';
export { originFrom, keepOrigin } from './lib/redirect';
