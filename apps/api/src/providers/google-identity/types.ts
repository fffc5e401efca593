/** A Google account as far as sign-in needs it; the email is one Google has verified. */
interface GoogleProfile {
  sub: string;
  email: string;
  name: string | null;
  picture: string | null;
}

/**
 * Google sign-in (token flow). `verify` answers the profile behind an access token when the token was issued
 * to our client and its email is verified, else null (a bad or foreign token, Google unreachable, sign-in off).
 */
export interface GoogleIdentity {
  verify(accessToken: string): Promise<GoogleProfile | null>;
}
