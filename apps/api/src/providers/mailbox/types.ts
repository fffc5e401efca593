import type { OutboxReader } from '../mail/types.ts';

/** One email sent from a person's own mailbox (Flash Apply). */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Stable Message-ID per application, the same on any retry ('<local@domain>', or a bare local part). */
  messageId: string;
}

type SendFailure = 'not-linked' | 'auth' | 'rate-limited' | 'rejected' | 'unknown';

/**
 * Why a send failed. `notSent` is true only when the failure proves nothing went out: not linked, the token
 * could not be refreshed, or the mail service answered 4xx (including 429). A timeout, a 5xx or a connection
 * lost after the request was written leaves it false: the email may have gone (docs/decisions/033-mailbox.md).
 */
export class MailboxSendError extends Error {
  readonly kind: SendFailure;
  readonly notSent: boolean;
  readonly retryAfterMs?: number;
  constructor(kind: SendFailure, notSent: boolean, message: string, retryAfterMs?: number) {
    super(message);
    this.name = 'MailboxSendError';
    this.kind = kind;
    this.notSent = notSent;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

/** What Google gave when the person consented: the offline token, the scopes granted and the verified address. */
export interface GoogleGrant {
  refreshToken: string;
  scope: string;
  address: string;
}

/** Why a Google link did not complete, as the settings page tells it. */
export type LinkFailure = 'denied' | 'scope' | 'failed';

export class MailboxLinkError extends Error {
  constructor(readonly reason: LinkFailure) {
    super(`mailbox link failed: ${reason}`);
  }
}

/** The OAuth 2.0 authorization-code flow with PKCE (S256), scope gmail.send (and openid email for the address). */
interface GoogleLink {
  authorizationUrl(p: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** Throws MailboxLinkError. */
  exchangeCode(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<GoogleGrant>;
  /** True when Google confirmed the revocation (or the token was already dead). */
  revoke(refreshToken: string): Promise<boolean>;
}

/** The sending side: `from` is the linked address, `refreshToken` the opened token (gmail) or null. */
export interface Mailbox {
  readonly kind: 'gmail' | 'development';
  /** Only with Google configured. */
  readonly google?: GoogleLink;
  /** Only the development mailbox: its emails are read back at /api/dev/mail. */
  readonly outbox?: OutboxReader;
  /** Throws MailboxSendError. */
  send(sender: { address: string; refreshToken: string | null }, mail: OutgoingMail): Promise<{ providerMessageId: string }>;
}

/** `<id@domain>` from an application's id or an existing Message-ID. */
export function messageIdHeader(messageId: string, domain: string): string {
  const bare = messageId.replace(/^<|>$/g, '');
  return `<${bare.includes('@') ? bare : `${bare}@${domain}`}>`;
}
