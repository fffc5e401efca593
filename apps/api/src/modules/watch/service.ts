import { LANGUAGES, type Language } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../providers/mail/index.ts';
import { licenceChangeEmail } from './emails.ts';
import * as repo from './repository.ts';

const BATCH = 50;

/**
 * After a register refresh: employers of saved and applied jobs are followed (for those who keep that on), each
 * change of a finished import becomes one notice per follower (never two: unique per person and change), then
 * the notices are emailed. Safe to run again at any point (decision 054).
 */
export async function announceRegisterChanges(db: Db, mail: MailTransport, publicUrl: string, log?: FastifyBaseLogger) {
  await repo.syncAutoFollows(db);
  const created = await repo.createNotices(db);
  const sent = await sendNoticeEmails(db, mail, publicUrl, log);
  return { created, sent };
}

/** Emails every notice not yet emailed: claimed first, so a crash never sends one twice; a refused send is tried next time. */
async function sendNoticeEmails(db: Db, mail: MailTransport, publicUrl: string, log?: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await repo.claimUnsent(db, BATCH);
    if (!batch.length) return sent;
    for (const notice of batch) {
      // Emails turned off (one-click unsubscribe or the settings): the notice stays in the app only.
      if (notice.emails === false) continue;
      const language: Language = (LANGUAGES as readonly string[]).includes(notice.language) ? (notice.language as Language) : 'cn';
      const token = notice.unsubscribe_token ?? (await repo.settings(db, notice.user_id)).unsubscribe_token;
      const message = licenceChangeEmail({
        to: notice.email,
        name: notice.display_name || notice.username,
        language,
        change: notice,
        publicUrl,
        unsubscribeToken: token,
      });
      try {
        await mail.send(message, { messageId: `licence-notice-${notice.id}` });
        sent++;
      } catch (err) {
        // Released for the queue's next try of this job (with back-off).
        await repo.releaseNotice(db, notice.id);
        log?.warn({ err, notice: notice.id }, 'licence notice email not sent');
        throw err;
      }
    }
  }
}
