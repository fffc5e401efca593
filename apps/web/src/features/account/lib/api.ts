import { membershipResponse, meResponse, photoResponse, type Language, type Me, type Membership } from '@jobbridge/contracts';
import { apiRequest } from '@/lib/api';
import { uploadForm, type UploadOptions } from '@/lib/upload';

/** The account settings calls (apps/api/src/modules/account/routes.ts). */

/** The membership in force, for the overview (the membership pages share this cache key). */
export const membershipQueryKey = ['membership', 'current'] as const;
export function getMembership(signal?: AbortSignal): Promise<Membership> {
  return apiRequest('app/membership', { signal, schema: membershipResponse });
}

export function updateAccount(body: { name?: string | null; language?: Language }): Promise<Me> {
  return apiRequest('app/account', { method: 'PATCH', body, schema: meResponse });
}

/** 200 `{ ok: true }`; this session stays signed in and every other one is signed out. */
export async function changePassword(body: { currentPassword?: string; newPassword: string }): Promise<void> {
  await apiRequest('app/account/password', { method: 'POST', body });
}

/** 202: a confirmation link goes to the new address; the email changes only when it is opened. */
export async function requestEmailChange(body: { newEmail: string; password?: string }): Promise<void> {
  await apiRequest('app/account/email', { method: 'POST', body });
}

export async function removePhoto(): Promise<void> {
  await apiRequest('app/account/photo', { method: 'DELETE' });
}

/** 204; the session and its tokens stop working at once. */
export async function deleteAccount(body: { password: string } | { confirmEmail: string }): Promise<void> {
  await apiRequest('app/account', { method: 'DELETE', body });
}

/**
 * POST /api/app/account/photo as multipart field `file`, with upload progress. A bodiless 413/415 (a proxy's
 * refusal) still means "invalid image".
 */
export function uploadPhoto(file: Blob, options: UploadOptions = {}): Promise<{ photo: string }> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'photo');
  const invalid = { code: 'INVALID_IMAGE', message: 'Invalid image' };
  return uploadForm('app/account/photo', body, photoResponse, options, { 413: invalid, 415: invalid });
}
