// The account rules' bounds, without zod: the web app's pages import them at load, the rules themselves only
// when a form is checked (decision 049). ./rules.ts exports them with its schemas.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const RESET_PASSWORD_MIN = 5;
export const ACTIVATION_CODE_LENGTH = 8;
export const USERNAME_MAX = 40;
