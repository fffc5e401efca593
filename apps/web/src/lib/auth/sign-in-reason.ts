/** Why a guest was sent to sign in from a job (the login page says so): the mark they tried to set. */
export const SIGN_IN_REASONS = ['saved', 'applied', 'flash'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];
