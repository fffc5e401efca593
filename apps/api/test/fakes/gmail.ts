import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { json, startFake, type FakeServer } from './http.ts';

/** One part of a parsed MIME message: its headers (lower-case names) and decoded body. */
export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
  parts: MimePart[];
}

export interface SentMail {
  accessToken: string;
  raw: string;
  message: MimePart;
  /** Convenience views of `message`. */
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface FakeGmail extends FakeServer {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiUrl: string;
  /** Who consents on the authorization page, and how (deny: access_denied; scopes: what the person leaves ticked). */
  consent: { email: string; deny?: boolean; scopes?: string[] };
  /** Failure of the next sends: an HTTP status (429 with Retry-After, 500, 401, 403 rate) or 'hang' (never answers). */
  /** The next `times` sends fail (or hang); with `to`, only sends whose message names that address. */
  failSends:
    | { status: number; reason?: string; retryAfter?: string; times: number; to?: string }
    | { hang: true; times: number; to?: string }
    | null;
  /** Extra time before every send is answered. */
  sendLatencyMs: number;
  /** Refresh attempts answer invalid_grant (the person removed access in their Google account). */
  refreshRevoked: boolean;
  sent: SentMail[];
  revoked: string[];
  /** Refresh tokens issued, in order. */
  refreshTokens: string[];
  /** The server's configuration that points Google sign-in for mail and the Gmail API at this fake. */
  serverEnv: Record<string, string>;
}

/** RFC 2047 encoded words; the space between two adjacent ones is not text, and a character may span them. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const bytes = (enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        );
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) =>
      Buffer.concat([...run.matchAll(word)].map((m) => bytes(m[2]!, m[3]!))).toString('utf8'),
    );
}

/** A small MIME reader (what nodemailer's composer writes): headers, multipart, base64 and quoted-printable. */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const chunks = rest.split(`--${boundary}`).slice(1);
    const parts = chunks.filter((c) => !c.startsWith('--')).map((c) => parseMime(c.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            rest.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          )
        : Buffer.from(rest, 'utf8');
  return { headers, body, parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

function view(accessToken: string, raw: string): SentMail {
  const message = parseMime(raw);
  const all = leaves(message);
  const isAttachment = (p: MimePart) => /attachment/i.test(p.headers['content-disposition'] ?? '');
  const text = all.find((p) => !isAttachment(p) && (p.headers['content-type'] ?? 'text/plain').startsWith('text/plain'));
  return {
    accessToken,
    raw,
    message,
    from: message.headers.from ?? '',
    to: message.headers.to ?? '',
    subject: message.headers.subject ?? '',
    messageId: message.headers['message-id'] ?? '',
    text: text?.body.toString('utf8') ?? '',
    attachments: all.filter(isAttachment).map((p) => ({
      filename: decodeWords(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(p.headers['content-disposition'] ?? '')?.[1] ?? ''),
      contentType: (p.headers['content-type'] ?? '').split(';')[0]!.trim(),
      content: p.body,
    })),
  };
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Google's OAuth 2.0 and Gmail endpoints on 127.0.0.1, as accounts.google.com, oauth2.googleapis.com and
 * gmail.googleapis.com answer: GET /o/oauth2/v2/auth (the person consents at once, as `consent` says, and the
 * browser is sent back with a code), POST /token (authorization_code with the PKCE S256 check, refresh_token),
 * POST /revoke, and POST /gmail/v1/users/me/messages/send ({ raw: base64url MIME }, bearer access token),
 * which records every message it accepts.
 */
export async function startFakeGmail(clientId: string, clientSecret: string): Promise<FakeGmail> {
  const codes = new Map<string, { challenge: string; redirectUri: string; email: string; scope: string }>();
  const refresh = new Map<string, { email: string; scope: string }>();
  const access = new Map<string, string>(); // access token → refresh token

  const issueAccess = (refreshToken: string) => {
    const token = `ya29.${randomBytes(18).toString('base64url')}`;
    access.set(token, refreshToken);
    return token;
  };
  const gmailError = (res: ServerResponse, status: number, reason: string, message: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { code: status, message, errors: [{ reason, message, domain: 'global' }] } }));
  };

  const server = await startFake((req, res) => {
    const form = new URLSearchParams(req.body);
    if (req.method === 'GET' && req.path === '/o/oauth2/v2/auth') {
      const q = req.query;
      const back = new URL(q.get('redirect_uri') ?? 'http://invalid/');
      back.searchParams.set('state', q.get('state') ?? '');
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256') {
        back.searchParams.set('error', 'invalid_request');
      } else if (fake.consent.deny) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const asked = (q.get('scope') ?? '').split(' ');
        const scope = asked
          .filter((s) => !fake.consent.scopes || fake.consent.scopes.includes(s))
          .map((s) => (s === 'email' ? 'https://www.googleapis.com/auth/userinfo.email' : s))
          .join(' ');
        const code = `4/${randomBytes(16).toString('base64url')}`;
        codes.set(code, {
          challenge: q.get('code_challenge') ?? '',
          redirectUri: back.origin + back.pathname,
          email: fake.consent.email,
          scope,
        });
        back.searchParams.set('code', code);
        back.searchParams.set('scope', scope);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && req.path === '/token') {
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!grant || grant.redirectUri !== form.get('redirect_uri'))
          return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        if (challenge !== grant.challenge) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
        const refreshToken = `1//${randomBytes(24).toString('base64url')}`;
        refresh.set(refreshToken, { email: grant.email, scope: grant.scope });
        fake.refreshTokens.push(refreshToken);
        const idToken = [
          b64url({ alg: 'RS256', typ: 'JWT' }),
          b64url({
            iss: 'https://accounts.google.com',
            aud: clientId,
            sub: `sub-${grant.email}`,
            email: grant.email,
            email_verified: true,
          }),
          'c2lnbmF0dXJl',
        ].join('.');
        return json(res, 200, {
          access_token: issueAccess(refreshToken),
          expires_in: 3599,
          refresh_token: refreshToken,
          scope: grant.scope,
          token_type: 'Bearer',
          id_token: idToken,
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const token = form.get('refresh_token') ?? '';
        const grant = refresh.get(token);
        if (!grant || fake.refreshRevoked)
          return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return json(res, 200, { access_token: issueAccess(token), expires_in: 3599, scope: grant.scope, token_type: 'Bearer' });
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (req.method === 'POST' && req.path === '/revoke') {
      const token = form.get('token') ?? '';
      const refreshToken = refresh.has(token) ? token : access.get(token);
      if (!refreshToken || !refresh.has(refreshToken)) return json(res, 400, { error: 'invalid_token' });
      refresh.delete(refreshToken);
      for (const [a, r] of access) if (r === refreshToken) access.delete(a);
      fake.revoked.push(token);
      return json(res, 200, {});
    }
    if (req.method === 'POST' && req.path === '/gmail/v1/users/me/messages/send') {
      const answer = () => {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const owner = access.get(token);
        if (!owner || !refresh.has(owner)) return gmailError(res, 401, 'authError', 'Invalid Credentials');
        if (!refresh.get(owner)!.scope.split(' ').includes('https://www.googleapis.com/auth/gmail.send'))
          return gmailError(res, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
        const failure = fake.failSends;
        const rawText = () => {
          try {
            return Buffer.from((JSON.parse(req.body) as { raw: string }).raw, 'base64url').toString('latin1');
          } catch {
            return '';
          }
        };
        if (failure && failure.times > 0 && (!failure.to || rawText().includes(failure.to))) {
          failure.times -= 1;
          if ('hang' in failure) return; // never answered: the client's timeout decides
          return gmailError(res, failure.status, failure.reason ?? 'backendError', `failure ${failure.status}`, {
            ...(failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}),
          });
        }
        let raw: string;
        try {
          raw = Buffer.from((JSON.parse(req.body) as { raw: string }).raw, 'base64url').toString('latin1');
        } catch {
          return gmailError(
            res,
            400,
            'invalidArgument',
            "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
          );
        }
        const mail = view(token, raw);
        if (!mail.to) return gmailError(res, 400, 'invalidArgument', 'Recipient address required');
        fake.sent.push(mail);
        json(res, 200, { id: randomBytes(8).toString('hex'), threadId: randomBytes(8).toString('hex'), labelIds: ['SENT'] });
      };
      if (fake.sendLatencyMs > 0) setTimeout(answer, fake.sendLatencyMs);
      else answer();
      return;
    }
    json(res, 404, { error: { code: 404, message: 'Not Found' } });
  });
  const fake: FakeGmail = Object.assign(server, {
    authUrl: `${server.url}/o/oauth2/v2/auth`,
    tokenUrl: `${server.url}/token`,
    revokeUrl: `${server.url}/revoke`,
    apiUrl: server.url,
    consent: { email: 'person@gmail.example' },
    failSends: null,
    sendLatencyMs: 0,
    refreshRevoked: false,
    sent: [],
    revoked: [],
    refreshTokens: [],
    serverEnv: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${server.url}/token`,
      GOOGLE_REVOKE_URL: `${server.url}/revoke`,
      GMAIL_API_URL: server.url,
    },
  });
  return fake;
}
