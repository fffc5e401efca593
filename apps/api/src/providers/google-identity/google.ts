import type { GoogleIdentity } from './types.ts';

interface UserInfo {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Google's OAuth endpoints: tokeninfo first (the token's `aud`/`azp` must be our client, so a token issued to
 * another site cannot sign in here), then OpenID Connect userinfo with the token as bearer. Both URLs point at a
 * fake on 127.0.0.1 in tests.
 */
export function google(options: { clientId: string; tokeninfoUrl: string; userinfoUrl: string }): GoogleIdentity {
  return {
    async verify(accessToken) {
      const info = await fetchJson<{ aud?: string; azp?: string }>(
        `${options.tokeninfoUrl}?access_token=${encodeURIComponent(accessToken)}`,
      );
      if (!info || (info.aud !== options.clientId && info.azp !== options.clientId)) return null;
      const profile = await fetchJson<UserInfo>(options.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
      const verified = profile?.email_verified === true || profile?.email_verified === 'true';
      if (!profile?.sub || !profile.email || !verified) return null;
      return { sub: profile.sub, email: profile.email, name: profile.name ?? null, picture: profile.picture ?? null };
    },
  };
}
