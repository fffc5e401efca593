import type { Config } from '../../config/env.ts';
import { google } from './google.ts';
import { noGoogle } from './off.ts';

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

/** Google's token endpoints when `GOOGLE_CLIENT_ID` is set; otherwise no Google sign-in (the button is hidden). */
export function createGoogleIdentity(config: Config): GoogleIdentity {
  if (config.GOOGLE_CLIENT_ID) {
    return google({
      clientId: config.GOOGLE_CLIENT_ID,
      tokeninfoUrl: config.GOOGLE_TOKENINFO_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
    });
  }
  return noGoogle;
}
