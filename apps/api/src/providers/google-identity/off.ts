import type { GoogleIdentity } from './types.ts';

/** The local default: no client id configured, so no token is ever accepted. */
export const noGoogle: GoogleIdentity = {
  async verify() {
    return null;
  },
};
