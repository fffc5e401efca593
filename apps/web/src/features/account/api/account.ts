import { meResponse, photoResponse, type Language, type Me } from '@jobbridge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, getCurrentUser } from '@/lib/auth';
import { apiRequest, apiUpload, type UploadOptions } from '@/lib/http';
import type { MutationOptions } from '@/lib/query';

/** The account settings calls (apps/api/src/modules/account/routes.ts) and their hooks. */

/** The account pages read the signed-in user from the cache entry the auth provider fills. */
const accountKeys = { user: currentUserQueryKey };

type AccountChange = { name?: string | null; language?: Language };
type PasswordChange = { currentPassword?: string; newPassword: string };
type EmailChange = { newEmail: string; password?: string };
type DeleteConfirmation = { password: string } | { confirmEmail: string };

/**
 * POST /api/app/account/photo as multipart field `file`, with upload progress. A bodiless 413/415 (a proxy's
 * refusal) still means "invalid image".
 */
export function uploadPhoto(file: Blob, options: UploadOptions = {}): Promise<{ photo: string }> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'photo');
  const invalid = { code: 'INVALID_IMAGE', message: 'Invalid image' };
  return apiUpload('app/account/photo', body, photoResponse, { ...options, fallbacks: { 413: invalid, 415: invalid } });
}

/**
 * The signed-in user for the account pages, from the same cache entry the auth provider fills: shown at once
 * when it is there, refetched when stale, with its own loading and error states when it is not.
 */
export function useAccountUser() {
  return useQuery({ queryKey: accountKeys.user, queryFn: ({ signal }) => getCurrentUser(signal) });
}

/** PATCH /api/app/account (name, language); the answer is the new user, put straight into the cache. */
export function useUpdateAccount(options: MutationOptions<Me, AccountChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body) => apiRequest('app/account', { method: 'PATCH', body, schema: meResponse }),
    onSuccess: async (me, ...rest) => {
      queryClient.setQueryData(accountKeys.user, me);
      await options.onSuccess?.(me, ...rest);
    },
  });
}

/** 200 `{ ok: true }`; this session stays signed in and every other one is signed out. */
export function useChangePassword(options: MutationOptions<void, PasswordChange> = {}) {
  return useMutation({
    ...options,
    mutationFn: async (body) => {
      await apiRequest('app/account/password', { method: 'POST', body });
    },
  });
}

/** 202: a confirmation link goes to the new address; the email changes only when it is opened. */
export function useRequestEmailChange(options: MutationOptions<void, EmailChange> = {}) {
  return useMutation({
    ...options,
    mutationFn: async (body) => {
      await apiRequest('app/account/email', { method: 'POST', body });
    },
  });
}

/** The photo's new address comes with the user: the caller refreshes the auth state (the header shows it too). */
export function useUploadPhoto(onProgress: (fraction: number) => void, options: MutationOptions<{ photo: string }, File> = {}) {
  return useMutation({ ...options, mutationFn: (file) => uploadPhoto(file, { onProgress }) });
}

export function useRemovePhoto(options: MutationOptions<void> = {}) {
  return useMutation({
    ...options,
    mutationFn: async () => {
      await apiRequest('app/account/photo', { method: 'DELETE' });
    },
  });
}

/** 204; the session and its tokens stop working at once. */
export function useDeleteAccount(options: MutationOptions<void, DeleteConfirmation> = {}) {
  return useMutation({
    ...options,
    mutationFn: async (body) => {
      await apiRequest('app/account', { method: 'DELETE', body });
    },
  });
}
