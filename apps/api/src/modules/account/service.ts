import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { FileStore } from '../../providers/files/index.ts';
import type { Deps } from '../../plugins/deps.ts';
import { revokeAllSessions } from '../auth/index.ts';
import { resumeFileKeys, removeFile } from '../resumes/index.ts';
import { deleteUser, findUserById, updateUser } from '../users/index.ts';
import { unlinkMailbox } from '../mailbox/index.ts';

type AccountDeps = Deps<'db' | 'config' | 'mailer' | 'providers' | 'log'>;

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_PREFIX = '/api/files/photos/';

/** Image type by content (magic bytes), never by file name or the browser's claim. */
function imageType(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The file store key of a photo's name (`photos/<32 hex>.<type>`; on local disk `<DATA_DIR>/files/photos/…`). */
export function photoKey(name: string): string {
  if (!PHOTO_NAME.test(name)) throw new Error(`not a photo name: ${name}`);
  return `photos/${name}`;
}

async function removeStoredPhoto(files: FileStore, photo: string | null) {
  const name = photo?.startsWith(PHOTO_PREFIX) ? photo.slice(PHOTO_PREFIX.length) : null;
  if (name && PHOTO_NAME.test(name)) await files.remove(photoKey(name));
}

/** Stores a new photo under a random name; the old file goes only once the new one is saved. */
export async function setPhoto(deps: AccountDeps, userId: string, bytes: Buffer): Promise<string> {
  const type = imageType(bytes);
  if (!type || bytes.length > PHOTO_MAX_BYTES) throw new AppError('INVALID_IMAGE');
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await deps.providers.files.put(photoKey(name), bytes);
  const before = await findUserById(deps.db, userId);
  await updateUser(deps.db, userId, { photo: `${PHOTO_PREFIX}${name}` });
  await removeStoredPhoto(deps.providers.files, before?.photo ?? null);
  return `${PHOTO_PREFIX}${name}`;
}

export async function removePhoto(deps: AccountDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  await updateUser(deps.db, userId, { photo: null });
  await removeStoredPhoto(deps.providers.files, user?.photo ?? null);
}

/** Changing the password keeps this session and signs out every other one. */
export async function changePassword(deps: AccountDeps, userId: string, sessionId: string, current: string | undefined, next: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, current ?? ''))) throw new AppError('WRONG_PASSWORD');
  await updateUser(deps.db, userId, { passwordHash: await hashPassword(next) });
  await revokeAllSessions(deps.db, userId, 'password changed', sessionId);
}

/**
 * UK GDPR erasure: the password (or, for a Google-only account, the email typed in) is asked again, then the
 * user's row and everything hanging off it (sessions, tokens, marks, memberships) and their stored files are
 * deleted. Orders stay as payment records (six years, UK tax rules), detached: the foreign key sets their
 * user to null and they hold no name or email (docs/decisions/018-trust-fixes.md).
 * Access tokens stop at once because every request checks that its session still exists.
 */
export async function deleteAccount(deps: AccountDeps, userId: string, password: string | undefined, confirmEmail: string | undefined) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const confirmed = user.passwordHash
    ? await verifyPassword(user.passwordHash, password ?? '')
    : (confirmEmail ?? '').trim().toLowerCase() === user.email.toLowerCase();
  if (!confirmed) throw new AppError('WRONG_PASSWORD');
  try {
    // Resume rows go with the user (cascade); their files are named in the rows, so read the names first.
    const resumeKeys = await resumeFileKeys(deps.db, userId);
    // A linked Gmail is revoked at Google, not only forgotten (unlinking never fails on Google's answer).
    await unlinkMailbox(deps, userId);
    await deleteUser(deps.db, userId);
    await removeStoredPhoto(deps.providers.files, user.photo);
    await Promise.all(resumeKeys.map((key) => removeFile(deps.providers.files, key)));
    await deps.providers.files.removeAll(`users/${userId}`);
  } catch (err) {
    throw new AppError('DELETE_ACCOUNT_FAILED', { cause: err });
  }
  deps.log.info({ userId }, 'account deleted');
}
