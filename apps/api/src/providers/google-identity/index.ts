import type { Config } from '../../config/env.ts';
import { google } from './google.ts';
import { noGoogle } from './off.ts';
import type { GoogleIdentity } from './types.ts';

export * from './types.ts';

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
