import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { sha256 } from '../../lib/crypto.ts';
import { MailboxLinkError, MailboxSendError, messageIdHeader, type GoogleGrant, type Mailbox, type OutgoingMail } from './types.ts';

const SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
/** gmail.send to send; openid email only to learn (from the ID token) which address was linked. */
const SCOPES = ['openid', 'email', SEND_SCOPE];
const TOKEN_TIMEOUT_MS = 10_000;
/** Gmail's 403 reasons that mean "too many", not "not allowed". */
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'dailyLimitExceeded', 'quotaExceeded']);

interface Options {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiUrl: string;
  timeoutMs: number;
  messageIdDomain: string;
}

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
  id_token?: string;
  error?: string;
}

/** Milliseconds from a Retry-After header (seconds or an HTTP date). */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Connection errors that happen before a byte of the request reached the server. */
function neverConnected(err: unknown): boolean {
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH';
}

/** The claims of an ID token received straight from Google's token endpoint over TLS (OIDC Core 3.1.3.7, 6). */
function idTokenClaims(idToken: string | undefined): { aud?: string; email?: string; email_verified?: boolean | string } {
  try {
    return JSON.parse(Buffer.from(idToken!.split('.')[1]!, 'base64url').toString('utf8')) as ReturnType<typeof idTokenClaims>;
  } catch {
    return {};
  }
}

function compose(from: string, mail: OutgoingMail, messageIdDomain: string): Promise<Buffer> {
  return new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: messageIdHeader(mail.messageId, messageIdDomain),
    attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  })
    .compile()
    .build();
}

/**
 * Google: the authorization-code flow with PKCE against GOOGLE_AUTH_URL and GOOGLE_TOKEN_URL, revocation at
 * GOOGLE_REVOKE_URL, and `users.messages.send` at GMAIL_API_URL with the MIME message built by nodemailer.
 * Access tokens are kept in memory until a minute before they expire (keyed by the refresh token's hash).
 */
export function gmail(o: Options): Mailbox {
  const accessTokens = new Map<string, { token: string; expiresAt: number }>();

  async function postForm(url: string, form: Record<string, string>): Promise<Response> {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  }

  /** A fresh access token; every failure here is before Gmail saw anything, so nothing was sent. */
  async function accessToken(refreshToken: string, fresh = false): Promise<string> {
    const key = sha256(refreshToken);
    const cached = accessTokens.get(key);
    if (!fresh && cached && cached.expiresAt > Date.now()) return cached.token;
    let res: Response;
    try {
      res = await postForm(o.tokenUrl, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: o.clientId,
        client_secret: o.clientSecret,
      });
    } catch (err) {
      throw new MailboxSendError('unknown', true, `token refresh failed: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => ({}))) as TokenAnswer;
    if (res.status === 429)
      throw new MailboxSendError('rate-limited', true, 'token refresh rate-limited', retryAfter(res.headers.get('retry-after')));
    if (res.status === 400 || res.status === 401)
      throw new MailboxSendError('auth', true, `token refresh refused: ${body.error ?? res.status}`);
    if (!res.ok || !body.access_token) throw new MailboxSendError('unknown', true, `token refresh failed: ${res.status}`);
    accessTokens.set(key, { token: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 });
    return body.access_token;
  }

  async function revoke(refreshToken: string): Promise<boolean> {
    accessTokens.delete(sha256(refreshToken));
    const res = await postForm(o.revokeUrl, { token: refreshToken }).catch(() => null);
    if (!res) return false;
    // 400 invalid_token: already revoked or expired, which is what was wanted.
    return res.ok || res.status === 400;
  }

  async function post(token: string, raw: Buffer): Promise<Response> {
    try {
      return await fetch(`${o.apiUrl}/gmail/v1/users/me/messages/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ raw: raw.toString('base64url') }),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (err) {
      if (neverConnected(err)) throw new MailboxSendError('unknown', true, `Gmail unreachable: ${(err as Error).message}`);
      // A timeout or a connection lost after the request was written: Gmail may have sent it.
      throw new MailboxSendError('unknown', false, `Gmail did not answer: ${(err as Error).message}`);
    }
  }

  return {
    kind: 'gmail',
    google: {
      authorizationUrl({ state, codeChallenge, redirectUri }) {
        const url = new URL(o.authUrl);
        url.search = new URLSearchParams({
          client_id: o.clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: SCOPES.join(' '),
          state,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'false',
        }).toString();
        return url.toString();
      },
      async exchangeCode({ code, codeVerifier, redirectUri }): Promise<GoogleGrant> {
        const res = await postForm(o.tokenUrl, {
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          client_id: o.clientId,
          client_secret: o.clientSecret,
        }).catch(() => null);
        const body = ((await res?.json().catch(() => null)) ?? {}) as TokenAnswer;
        if (!res?.ok || !body.refresh_token || !body.access_token) throw new MailboxLinkError('failed');
        const scope = body.scope ?? '';
        const granted = scope.split(' ');
        const claims = idTokenClaims(body.id_token);
        const verified = claims.email_verified === true || claims.email_verified === 'true';
        if (!granted.includes(SEND_SCOPE)) {
          // The person unticked "send email on your behalf": nothing to keep.
          await revoke(body.refresh_token);
          throw new MailboxLinkError('scope');
        }
        if (claims.aud !== o.clientId || !claims.email || !verified) {
          await revoke(body.refresh_token);
          throw new MailboxLinkError('failed');
        }
        accessTokens.set(sha256(body.refresh_token), {
          token: body.access_token,
          expiresAt: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000,
        });
        return { refreshToken: body.refresh_token, scope, address: claims.email.toLowerCase() };
      },
      revoke,
    },
    async send(sender, mail) {
      if (!sender.refreshToken) throw new MailboxSendError('not-linked', true, 'no Google token');
      const raw = await compose(sender.address, mail, o.messageIdDomain);
      let res = await post(await accessToken(sender.refreshToken), raw);
      if (res.status === 401) {
        // The access token died early (revoked, rotated): 401 proves nothing was sent, so one fresh try.
        res = await post(await accessToken(sender.refreshToken, true), raw);
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; error?: { message?: string; errors?: { reason?: string }[] } };
      if (res.ok) return { providerMessageId: body.id ?? '' };
      const message = `Gmail ${res.status}: ${body.error?.message ?? ''}`.trim();
      const reason = body.error?.errors?.[0]?.reason ?? '';
      if (res.status === 429 || (res.status === 403 && RATE_REASONS.has(reason)))
        throw new MailboxSendError('rate-limited', true, message, retryAfter(res.headers.get('retry-after')));
      if (res.status === 401 || res.status === 403) {
        accessTokens.delete(sha256(sender.refreshToken));
        throw new MailboxSendError('auth', true, message);
      }
      if (res.status >= 400 && res.status < 500) throw new MailboxSendError('rejected', true, message);
      throw new MailboxSendError('unknown', false, message);
    },
  };
}
