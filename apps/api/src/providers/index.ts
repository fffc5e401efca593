import type { Db } from '@jobbridge/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { createChatModel, type ChatModel } from './ai/index.ts';
import { createBotCheck, type BotCheck } from './bot-check/index.ts';
import { createFileStore, type FileStore } from './files/index.ts';
import { createGoogleIdentity, type GoogleIdentity } from './google-identity/index.ts';
import { createMailTransport, type MailTransport } from './mail/index.ts';
import { createMailbox, type Mailbox } from './mailbox/index.ts';
import { createPayments, type Payments } from './payments/index.ts';

/**
 * Every outside service, each behind its own interface (docs/decisions/023-providers.md). The adapters are
 * picked here once, from the checked configuration; services use the interfaces and never ask which one it is.
 */
export interface Providers {
  botCheck: BotCheck;
  googleIdentity: GoogleIdentity;
  payments: Payments;
  mail: MailTransport;
  /** The person's own mailbox (Flash Apply): Gmail, or the development mailbox. */
  mailbox: Mailbox;
  files: FileStore;
  /** The chat model service, when one is configured (else the AI assistant's built-in engine writes). */
  ai: ChatModel | null;
}

export function createProviders(config: Config, deps: { db: Db; log: FastifyBaseLogger }): Providers {
  return {
    botCheck: createBotCheck(config, deps.log),
    googleIdentity: createGoogleIdentity(config),
    payments: createPayments(config),
    mail: createMailTransport(config, deps.db),
    mailbox: createMailbox(config, deps.db),
    files: createFileStore(config),
    ai: createChatModel(config),
  };
}
