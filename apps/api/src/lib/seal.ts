import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets the database must hold but must not show (queued mail with its links, mailbox refresh
 * tokens): `iv (12) | tag (16) | ciphertext`, base64. `context` (additional authenticated data, e.g. the owner's
 * id) binds a sealed value to its row: moved to another row, it no longer opens.
 */
export function seal(key: Buffer, plaintext: string, context = ''): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  if (context) cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plaintext of `seal`; throws when the key, the context or a single byte differs. */
export function open(key: Buffer, sealed: string, context = ''): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  if (context) decipher.setAAD(Buffer.from(context, 'utf8'));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A 32-byte key for one purpose, derived from a longer secret (HKDF-SHA256). */
export function deriveKey(secret: string | Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'jobbridge', purpose, 32));
}
