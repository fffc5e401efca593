import { and, asc, desc, devOutbox, devOutboxAttachments, eq, ilike, inArray, or, type Db } from '@jobbridge/db';
import type { MailMessage, OutboxReader } from './types.ts';

/** SQL of the development outbox (`dev_outbox` and its attachments). */

export async function insertOutboxMail(db: Db, message: MailMessage, messageId: string | undefined): Promise<void> {
  await db.insert(devOutbox).values({ ...message, messageId });
}

/**
 * An email from a person's development mailbox (Flash Apply without Google), with its attachments, in one
 * transaction: either the whole email is in the outbox or none of it. Answers the stored email's id.
 */
export async function deliverToOutbox(
  db: Db,
  mail: {
    from: string;
    to: string[];
    subject: string;
    text: string;
    html?: string;
    messageId: string;
    attachments: { filename: string; content: Buffer; contentType: string }[];
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(devOutbox)
      .values({
        from: mail.from,
        to: mail.to.join(', '),
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? '',
        messageId: mail.messageId,
      })
      .returning({ id: devOutbox.id });
    if (mail.attachments.length)
      await tx.insert(devOutboxAttachments).values(
        mail.attachments.map((a, position) => ({
          messageId: row!.id,
          position,
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          content: a.content,
        })),
      );
    return row!.id;
  });
}

/** `to` holds an email's recipients joined by ", ": one of them is `address` (any case). */
function recipientIs(address: string) {
  const exact = address.replace(/[\\%_]/g, (c) => `\\${c}`);
  return or(
    ilike(devOutbox.to, exact),
    ilike(devOutbox.to, `${exact}, %`),
    ilike(devOutbox.to, `%, ${exact}`),
    ilike(devOutbox.to, `%, ${exact}, %`),
  );
}

/**
 * What was "sent", newest first, a page at a time (to one address when `to` is given: any of an email's
 * recipients; one Message-ID when `messageId` is), and its files.
 */
export function outboxReader(db: Db): OutboxReader {
  return {
    async list({ to, messageId, limit, offset = 0 }) {
      const wanted = to?.toLowerCase().trim();
      const picked = await db
        .select()
        .from(devOutbox)
        .where(and(wanted ? recipientIs(wanted) : undefined, messageId ? eq(devOutbox.messageId, messageId) : undefined))
        .orderBy(desc(devOutbox.sentAt), desc(devOutbox.id))
        .limit(limit)
        .offset(offset);
      const files = picked.length
        ? await db
            .select({
              messageId: devOutboxAttachments.messageId,
              position: devOutboxAttachments.position,
              filename: devOutboxAttachments.filename,
              contentType: devOutboxAttachments.contentType,
              size: devOutboxAttachments.size,
            })
            .from(devOutboxAttachments)
            .where(
              inArray(
                devOutboxAttachments.messageId,
                picked.map((r) => r.id),
              ),
            )
            .orderBy(asc(devOutboxAttachments.position))
        : [];
      return picked.map((r) => ({
        ...r,
        attachments: files.filter((f) => f.messageId === r.id).map(({ messageId: _m, ...file }) => file),
      }));
    },
    async attachment(id, position) {
      const [row] = await db
        .select()
        .from(devOutboxAttachments)
        .where(and(eq(devOutboxAttachments.messageId, id), eq(devOutboxAttachments.position, position)));
      return row ? { filename: row.filename, contentType: row.contentType, content: row.content } : null;
    },
  };
}
