import type { Db } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { outboxReader } from '../mail/repository.ts';
import { developmentMailbox } from './development.ts';
import { gmail } from './gmail.ts';
import type { Mailbox } from './types.ts';

export * from './types.ts';

/** Gmail when `GOOGLE_CLIENT_SECRET` is set; otherwise the development mailbox (production refuses that). */
export function createMailbox(config: Config, db: Db): Mailbox {
  const messageIdDomain = new URL(config.publicUrl).hostname;
  if (config.mailbox === 'gmail') {
    return gmail({
      clientId: config.GOOGLE_CLIENT_ID!,
      clientSecret: config.GOOGLE_CLIENT_SECRET!,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      revokeUrl: config.GOOGLE_REVOKE_URL,
      apiUrl: config.GMAIL_API_URL.replace(/\/$/, ''),
      timeoutMs: config.GMAIL_TIMEOUT_MS,
      messageIdDomain,
    });
  }
  return developmentMailbox(db, messageIdDomain, outboxReader(db));
}
