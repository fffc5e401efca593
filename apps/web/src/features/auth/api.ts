import {
  acceptedResponse,
  activationStatusResponse,
  confirmEmailResponse,
  errorCatalog,
  meResponse,
  resetTokenStatusResponse,
  tokenResponse,
  verifyEmailResponse,
  type ActivationStatus,
  type Me,
  type TokenResponse,
} from '@jobbridge/contracts';
import { apiRequest } from '@/lib/api';

/** docs/product.md §7: POST /api/auth/login with form data (`username` may be the username or the email). */
export function loginWithPassword(username: string, password: string): Promise<TokenResponse> {
  const body = new URLSearchParams({ username, password });
  return apiRequest('auth/login', { method: 'POST', body, schema: tokenResponse, auth: false });
}

/** docs/product.md §7: POST /api/auth/login-with-turnstile, JSON with the Turnstile token. */
export function loginWithTurnstile(username: string, password: string, turnstileToken: string | null): Promise<TokenResponse> {
  return apiRequest('auth/login-with-turnstile', {
    method: 'POST',
    body: { username, password, turnstile_token: turnstileToken },
    schema: tokenResponse,
    auth: false,
  });
}

/** docs/product.md §7: POST /api/auth/googleAuth with a Google OAuth access token (token flow). */
export function googleSignIn(accessToken: string, referralCode: string | null): Promise<TokenResponse> {
  return apiRequest('auth/googleAuth', { method: 'POST', body: { accessToken, referralCode }, schema: tokenResponse, auth: false });
}

export interface SignupInput {
  username: string;
  email: string;
  password: string;
  referralCode: string | null;
  /** The Turnstile token when the site has the bot check on. */
  turnstileToken?: string | null;
}

/** POST /api/auth/signup → 201 with tokens (the user is then at level 1). */
export function signup({ turnstileToken, ...input }: SignupInput): Promise<TokenResponse> {
  const body = { ...input, acceptTerms: true, ...(turnstileToken ? { turnstile_token: turnstileToken } : {}) };
  return apiRequest('auth/signup', { method: 'POST', body, schema: tokenResponse, auth: false });
}

/** GET /api/referral-codes/{code}: 200 when the referral link exists, 404 REFERRAL_LINK_NOT_FOUND otherwise. */
export async function checkReferralCode(code: string, signal?: AbortSignal): Promise<void> {
  await apiRequest(`referral-codes/${encodeURIComponent(code)}`, { signal, auth: false });
}

export function verifyEmail(token: string): Promise<{ status: 'verified' | 'already_verified' }> {
  return apiRequest('auth/verify-email', { method: 'POST', body: { token }, schema: verifyEmailResponse, auth: false });
}

/** POST /api/auth/resend-verification (signed in at level 1) → 202. */
export async function resendVerification(): Promise<void> {
  await apiRequest('auth/resend-verification', { method: 'POST', schema: acceptedResponse });
}

/** POST /api/auth/forgot-password → 202, the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('auth/forgot-password', { method: 'POST', body: { email }, schema: acceptedResponse, auth: false });
}

/** GET /api/auth/reset-password/{token} → the masked address, or 400 INVALID_RESET_TOKEN. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ valid: true; email: string }> {
  return apiRequest(`auth/reset-password/${encodeURIComponent(token)}`, { signal, schema: resetTokenStatusResponse, auth: false });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await apiRequest('auth/reset-password', { method: 'POST', body: { token, password }, schema: acceptedResponse, auth: false });
}

export function confirmEmail(token: string): Promise<{ email: string }> {
  return apiRequest('auth/confirm-email', { method: 'POST', body: { token }, schema: confirmEmailResponse, auth: false });
}

/** docs/product.md §3: on any failure of the status check the client substitutes this (a Chinese failure message). */
export const ACTIVATION_STATUS_FALLBACK: ActivationStatus = {
  result: false,
  msg: errorCatalog.ACTIVATION_FAILED.cn,
  available: false,
};

/** GET /api/users/check-activation-code-status/{code}; never rejects except on the caller's cancellation. */
export async function checkActivationStatus(code: string, signal?: AbortSignal): Promise<ActivationStatus> {
  try {
    return await apiRequest(`users/check-activation-code-status/${encodeURIComponent(code)}`, {
      signal,
      schema: activationStatusResponse,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ...ACTIVATION_STATUS_FALLBACK };
  }
}

/** POST /api/users/activate (signed in at level 2) → the activated user. */
export function activateAccount(code: string): Promise<Me> {
  return apiRequest('users/activate', { method: 'POST', body: { code }, schema: meResponse });
}
