import { randomBytes } from 'node:crypto';
import { json, startFake, type FakeServer } from './http.ts';

export interface GoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface FakeGoogle extends FakeServer {
  tokeninfoUrl: string;
  userinfoUrl: string;
  /** An access token Google issued to `clientId` for this account. */
  issue(clientId: string, account: GoogleAccount): string;
}

/**
 * Google's token endpoints on 127.0.0.1: GET /tokeninfo?access_token=… (aud, azp, scope, expires_in; 400
 * invalid_token for an unknown token) and GET /v1/userinfo with the token as bearer (OpenID Connect claims;
 * 401 otherwise), as oauth2.googleapis.com and openidconnect.googleapis.com answer.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const tokens = new Map<string, { clientId: string; account: GoogleAccount }>();
  const server = await startFake((req, res) => {
    if (req.method === 'GET' && req.path === '/tokeninfo') {
      const t = tokens.get(req.query.get('access_token') ?? '');
      if (!t) return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return json(res, 200, {
        aud: t.clientId,
        azp: t.clientId,
        sub: t.account.sub,
        scope: 'openid email profile',
        expires_in: '3599',
        access_type: 'online',
      });
    }
    if (req.method === 'GET' && req.path === '/v1/userinfo') {
      const t = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!t) return json(res, 401, { error: 'invalid_token', error_description: 'Invalid Credentials' });
      return json(res, 200, t.account);
    }
    json(res, 404, { error: 'not_found' });
  });
  return Object.assign(server, {
    tokeninfoUrl: `${server.url}/tokeninfo`,
    userinfoUrl: `${server.url}/v1/userinfo`,
    issue(clientId: string, account: GoogleAccount) {
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { clientId, account });
      return token;
    },
  });
}
