import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'jobbridge';
const AUDIENCE = 'jobbridge-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

const keys = new Map<string, Uint8Array>();
const keyFor = (secret: string) => keys.get(secret) ?? keys.set(secret, new TextEncoder().encode(secret)).get(secret)!;

/** A short-lived access token; `exp` is in seconds as the spec's client expects. */
export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyFor(secret));
}

/** Verifies signature, expiry, issuer and audience, with the algorithm pinned (no `none`, no RS/HS confusion). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
