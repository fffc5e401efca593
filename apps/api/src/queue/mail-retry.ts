import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MailMessage } from '../providers/mail/index.ts';
import { deriveKey, open, seal } from '../lib/seal.ts';
import { defineJob } from './define.ts';

/**
 * The queue's table would otherwise hold working reset and verification links in clear text (the auth tables
 * keep only their hashes), so the message is sealed with a key derived from JWT_SECRET (AES-256-GCM, lib/seal.ts).
 */
export function sealMessage(secret: string, message: MailMessage): string {
  return seal(deriveKey(secret, 'mail-retry'), JSON.stringify(message));
}

function openMessage(secret: string, sealed: string): MailMessage {
  return JSON.parse(open(deriveKey(secret, 'mail-retry'), sealed)) as MailMessage;
}

/** The same message always gets the same key: it is the job's singletonKey and the email's Message-ID. */
export function messageKey(message: MailMessage): string {
  return createHash('sha256')
    .update(JSON.stringify([message.to, message.subject, message.text]))
    .digest('hex')
    .slice(0, 32);
}

export const mailRetryJob = defineJob({
  name: 'mail-retry',
  payload: z.object({ key: z.string().regex(/^[0-9a-f]{32}$/), sealed: z.string().min(1) }),
  // About a day of tries (60 s doubling to an hour); the links inside expire after 1 to 48 hours anyway.
  // Exclusive: one pending or running job per message. Gone an hour after it is done: it holds a link.
  queue: (config) => ({
    policy: 'exclusive',
    retryLimit: 30,
    retryDelay: config.MAIL_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    deleteAfterSeconds: 3600,
  }),
  async handler({ key, sealed }, { app }) {
    // Straight to the mail provider: a failure here is retried by the queue, not queued again.
    await app.providers.mail.send(openMessage(app.config.JWT_SECRET, sealed), { messageId: key });
  },
});
