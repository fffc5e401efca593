import { createHash } from 'node:crypto';
import type { MailboxStatus } from '@jobbridge/contracts';
import type { DbOrTx } from '@jobbridge/db';
import type { Config } from '../../config/env.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { open, seal } from '../../lib/seal.ts';
import { MailboxLinkError, MailboxSendError, type OutgoingMail } from '../../providers/mailbox/index.ts';
import type { Providers } from '../../providers/index.ts';
import type { Deps } from '../../plugins/deps.ts';
import { findUserById } from '../users/index.ts';
import { deleteMailbox, findMailbox, insertLink, markMailboxBroken, saveMailbox, takeLink, type MailboxRow } from './repository.ts';

type MailboxDeps = Deps<'db' | 'config' | 'providers' | 'log'>;

/** A linked mailbox that can send: Google has not refused its token. */
export interface LinkedMailbox {
  address: string;
  kind: 'gmail' | 'development';
  linkedAt: Date;
}

/** Ten minutes from "Link" to coming back from Google's consent page. */
const LINK_TTL_MS = 10 * 60_000;
export const LINK_COOKIE = 'jb_mailbox_link';
export const CALLBACK_PATH = '/api/oauth/google/callback';

/** The refresh token is sealed with the user's id as context: copied into another person's row, it does not open. */
const tokenContext = (userId: string) => `mailbox:${userId}`;
const verifierContext = (stateHash: string) => `mailbox-link:${stateHash}`;

const redirectUri = (config: Config) => `${config.publicUrl}${CALLBACK_PATH}`;

function present(row: MailboxRow | null, providers: Providers): MailboxStatus {
  return {
    provider: providers.mailbox.kind,
    mailbox: row
      ? {
          kind: row.kind,
          address: row.address,
          linkedAt: row.linked_at.toISOString(),
          usable: !row.broken_at && row.kind === providers.mailbox.kind,
        }
      : null,
  };
}

export async function mailboxStatus(deps: MailboxDeps, userId: string): Promise<MailboxStatus> {
  return present(await findMailbox(deps.db, userId), deps.providers);
}

/**
 * "Link": with Google, a one-time state (stored hashed), a PKCE verifier (stored sealed; Google sees only its
 * S256 challenge) and a nonce for the browser's cookie, so the callback completes only in the browser that
 * started it (someone else's consent cannot be attached to this account, nor this consent to theirs).
 * Without Google, the development mailbox is linked at once under the account's email.
 */
export async function startLink(
  deps: MailboxDeps,
  userId: string,
): Promise<{ authorizationUrl: string | null; browserNonce: string | null; status: MailboxStatus }> {
  const { google } = deps.providers.mailbox;
  if (!google) {
    const user = await findUserById(deps.db, userId);
    const row = await saveMailbox(deps.db, { userId, kind: 'development', address: user!.email, refreshTokenSealed: null, scope: '' });
    return { authorizationUrl: null, browserNonce: null, status: present(row, deps.providers) };
  }
  const state = randomToken();
  const verifier = randomToken(48);
  const browserNonce = randomToken();
  const stateHash = sha256(state);
  await insertLink(deps.db, {
    stateHash,
    userId,
    verifierSealed: seal(deps.config.secretsKey, verifier, verifierContext(stateHash)),
    browserHash: sha256(browserNonce),
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  return {
    authorizationUrl: google.authorizationUrl({ state, codeChallenge, redirectUri: redirectUri(deps.config) }),
    browserNonce,
    status: await mailboxStatus(deps, userId),
  };
}

/** Google's answer at the callback: linked, or why not ('expired' covers an unknown state or another browser). */
export async function finishLink(
  deps: MailboxDeps,
  answer: { state?: string; code?: string; error?: string; browserNonce?: string },
): Promise<'linked' | 'denied' | 'scope' | 'expired' | 'failed'> {
  const { google } = deps.providers.mailbox;
  if (!google || !answer.state) return 'expired';
  const stateHash = sha256(answer.state);
  const link = await takeLink(deps.db, stateHash);
  if (!link || !answer.browserNonce || sha256(answer.browserNonce) !== link.browser_hash) return 'expired';
  if (answer.error) return answer.error === 'access_denied' ? 'denied' : 'failed';
  if (!answer.code) return 'failed';
  try {
    const codeVerifier = open(deps.config.secretsKey, link.verifier_sealed, verifierContext(stateHash));
    const grant = await google.exchangeCode({ code: answer.code, codeVerifier, redirectUri: redirectUri(deps.config) });
    const previous = await findMailbox(deps.db, link.user_id);
    await saveMailbox(deps.db, {
      userId: link.user_id,
      kind: 'gmail',
      address: grant.address,
      refreshTokenSealed: seal(deps.config.secretsKey, grant.refreshToken, tokenContext(link.user_id)),
      scope: grant.scope,
    });
    // Linking again replaces the old token: revoke it, unless Google gave the same one back.
    const old = previous && openToken(deps, previous);
    if (old && old !== grant.refreshToken) await google.revoke(old);
    return 'linked';
  } catch (err) {
    if (err instanceof MailboxLinkError) return err.reason;
    deps.log.error({ err }, 'mailbox link failed');
    return 'failed';
  }
}

function openToken(deps: Deps<'config'>, row: MailboxRow): string | null {
  if (!row.refresh_token_sealed) return null;
  try {
    return open(deps.config.secretsKey, row.refresh_token_sealed, tokenContext(row.user_id));
  } catch {
    return null; // sealed under another key (SECRETS_KEY changed): unusable, nothing to revoke
  }
}

/** Unlink: the row goes at once; a Google token is revoked at Google (answers false when Google could not be told). */
export async function unlinkMailbox(deps: MailboxDeps, userId: string): Promise<{ revoked: boolean } | null> {
  const row = await deleteMailbox(deps.db, userId);
  if (!row) return null;
  const token = openToken(deps, row);
  if (!token || !deps.providers.mailbox.google) return { revoked: row.kind === 'development' };
  const revoked = await deps.providers.mailbox.google.revoke(token);
  if (!revoked) deps.log.warn({ userId }, 'mailbox unlinked but Google did not confirm the revocation');
  return { revoked };
}

export async function linkedMailbox(db: DbOrTx, userId: string): Promise<LinkedMailbox | null> {
  const row = await findMailbox(db, userId);
  if (!row || row.broken_at) return null;
  return { address: row.address, kind: row.kind, linkedAt: row.linked_at };
}

export async function sendMail(deps: MailboxDeps, userId: string, mail: OutgoingMail): Promise<{ providerMessageId: string }> {
  const { mailbox } = deps.providers;
  const row = await findMailbox(deps.db, userId).catch((err: Error) => {
    throw new MailboxSendError('unknown', true, `mailbox not read: ${err.message}`);
  });
  if (!row || row.broken_at) throw new MailboxSendError('not-linked', true, row ? 'the mailbox must be linked again' : 'no mailbox linked');
  if (row.kind !== mailbox.kind) throw new MailboxSendError('not-linked', true, `a ${row.kind} mailbox cannot send on this server`);
  const refreshToken = openToken(deps, row);
  if (row.kind === 'gmail' && !refreshToken) {
    await markMailboxBroken(deps.db, userId).catch(() => {});
    throw new MailboxSendError('auth', true, 'the stored token cannot be opened with this SECRETS_KEY');
  }
  try {
    return await mailbox.send({ address: row.address, refreshToken }, mail);
  } catch (err) {
    if (!(err instanceof MailboxSendError)) throw new MailboxSendError('unknown', false, (err as Error).message);
    if (err.kind === 'auth') await markMailboxBroken(deps.db, userId).catch(() => {});
    throw err;
  }
}
