// Without zod: the web app's first page reads the level through '@jobbridge/contracts/core' (decision 042).

/** docs/product.md §4: the authentication level the client derives from the user. */
export type AuthLevel = 0 | 1 | 2 | 3;
/** Level 3: signed in, email verified and (when codes are on) activated; what /api/app/* and every saved thing need. */
export const FULL_ACCESS = 3 satisfies AuthLevel;

/** Whether the person is fully signed in (level 3); the one test for it, in the API and the web app. */
export function isFullySignedIn(level: AuthLevel | null | undefined): level is typeof FULL_ACCESS {
  return level === FULL_ACCESS;
}
