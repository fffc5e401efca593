import { errorCatalog } from '@jobbridge/contracts/core';
import type { ActivationStatus, Me, TokenResponse } from '@jobbridge/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/http';
import { schemaOf } from '@/lib/http/schema-of';

/** docs/product.md §7: POST /api/auth/login with form data (`username` may be the username or the email). */
export function loginWithPassword(username: string, password: string): Promise<TokenResponse> {
  const body = new URLSearchParams({ username, password });
  return apiRequest('auth/login', { method: 'POST', body, schema: schemaOf('tokenResponse'), auth: false });
}

/** docs/product.md §7: POST /api/auth/login-with-turnstile, JSON with the Turnstile token. */
function loginWithTurnstile(username: string, password: string, turnstileToken: string | null): Promise<TokenResponse> {
  return apiRequest('auth/login-with-turnstile', {
    method: 'POST',
    body: { username, password, turnstile_token: turnstileToken },
    schema: schemaOf('tokenResponse'),
    auth: false,
  });
}

/** docs/product.md §7: POST /api/auth/googleAuth with a Google OAuth access token (token flow). */
function googleSignIn(accessToken: string, referralCode: string | null): Promise<TokenResponse> {
  return apiRequest('auth/googleAuth', {
    method: 'POST',
    body: { accessToken, referralCode },
    schema: schemaOf('tokenResponse'),
    auth: false,
  });
}

interface SignupInput {
  username: string;
  email: string;
  password: string;
  referralCode: string | null;
  /** The Turnstile token when the site has the bot check on. */
  turnstileToken?: string | null;
}

/** POST /api/auth/signup → 201 with tokens (the user is then at level 1). */
function signup({ turnstileToken, ...input }: SignupInput): Promise<TokenResponse> {
  const body = { ...input, acceptTerms: true, ...(turnstileToken ? { turnstile_token: turnstileToken } : {}) };
  return apiRequest('auth/signup', { method: 'POST', body, schema: schemaOf('tokenResponse'), auth: false });
}

/** GET /api/referral-codes/{code}: 200 when the referral link exists, 404 REFERRAL_LINK_NOT_FOUND otherwise. */
async function checkReferralCode(code: string, signal?: AbortSignal): Promise<void> {
  await apiRequest(`referral-codes/${encodeURIComponent(code)}`, { signal, auth: false });
}

function verifyEmail(token: string): Promise<{ status: 'verified' | 'already_verified' }> {
  return apiRequest('auth/verify-email', { method: 'POST', body: { token }, schema: schemaOf('verifyEmailResponse'), auth: false });
}

/** POST /api/auth/resend-verification (signed in at level 1) → 202. */
async function resendVerification(): Promise<void> {
  await apiRequest('auth/resend-verification', { method: 'POST', schema: schemaOf('acceptedResponse') });
}

/** POST /api/auth/forgot-password → 202, the same whether or not the address has an account. */
async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('auth/forgot-password', { method: 'POST', body: { email }, schema: schemaOf('acceptedResponse'), auth: false });
}

/**
 * GET /api/auth/reset-password/{token} → the masked address, or 400 INVALID_RESET_TOKEN, which is an answer (the
 * link does not work), kept as data: the server's first view then carries it and the browser does not ask again.
 */
async function checkResetToken(token: string, signal?: AbortSignal): Promise<{ valid: true; email: string } | { valid: false }> {
  try {
    return await apiRequest(`auth/reset-password/${encodeURIComponent(token)}`, {
      signal,
      schema: schemaOf('resetTokenStatusResponse'),
      auth: false,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'INVALID_RESET_TOKEN') return { valid: false };
    throw error;
  }
}

async function resetPassword(token: string, password: string): Promise<void> {
  await apiRequest('auth/reset-password', { method: 'POST', body: { token, password }, schema: schemaOf('acceptedResponse'), auth: false });
}

function confirmEmail(token: string): Promise<{ email: string }> {
  return apiRequest('auth/confirm-email', { method: 'POST', body: { token }, schema: schemaOf('confirmEmailResponse'), auth: false });
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
      schema: schemaOf('activationStatusResponse'),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ...ACTIVATION_STATUS_FALLBACK };
  }
}

/** POST /api/users/activate (signed in at level 2) → the activated user. */
function activateAccount(code: string): Promise<Me> {
  return apiRequest('users/activate', { method: 'POST', body: { code }, schema: schemaOf('meResponse') });
}

/* The hooks. Every auth page shows its own failure (in the form, under a field), so mutations are silent. */

const authKeys = {
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  confirmEmail: (token: string) => ['auth', 'confirm-email', token] as const,
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  referral: (code: string) => ['auth', 'referral', code] as const,
};

/** Single-use links: a query keyed by the token, so a double mount does not spend the link twice. */
const once = { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export function useVerifyEmail(token: string) {
  return useQuery({ queryKey: authKeys.verifyEmail(token), queryFn: () => verifyEmail(token), ...once });
}

export function useConfirmEmail(token: string) {
  return useQuery({ queryKey: authKeys.confirmEmail(token), queryFn: () => confirmEmail(token), ...once, enabled: token.length > 0 });
}

/** Whether a reset link still works (a 400 is an answer, not worth asking again). */
export function useResetToken(token: string) {
  return useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    enabled: token.length > 0,
  });
}

/** Whether a `?ref=` link exists (404 REFERRAL_LINK_NOT_FOUND when it does not). */
export function useReferralCheck(code: string | null) {
  return useQuery({
    queryKey: authKeys.referral(code ?? ''),
    queryFn: ({ signal }) => checkReferralCode(code ?? '', signal).then(() => true),
    enabled: code !== null,
    retry: false,
  });
}

const silent = { meta: { silentError: true } } as const;

/** Password sign-in: through the bot check when the site has one (`turnstileToken` then set, maybe null). */
export function useLogin() {
  return useMutation({
    mutationFn: ({ username, password, turnstile }: { username: string; password: string; turnstile?: { token: string | null } }) =>
      turnstile ? loginWithTurnstile(username, password, turnstile.token) : loginWithPassword(username, password),
    ...silent,
  });
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: ({ accessToken, referralCode }: { accessToken: string; referralCode: string | null }) =>
      googleSignIn(accessToken, referralCode),
    ...silent,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup, ...silent });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, ...silent });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, ...silent });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
    ...silent,
  });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount, ...silent });
}
