import { paths } from '@/config/paths';
import { SIGN_IN_REASONS, type SignInReason } from '@/lib/auth/sign-in-reason';

/** Pages it makes no sense to return to after signing in, verifying or activating. */
const NOT_A_DESTINATION = [paths.login, paths.signup, paths.forgotPassword, '/reset-password/', paths.emailVerify, paths.activationCode];

/**
 * The origin a guard remembered in `location.state.from` (a location object or a path), as a path with its
 * query and hash; null when there is none or it points at a sign-in page.
 */
export function originFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search, hash } = from as { pathname: string; search?: unknown; hash?: unknown };
    path = pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
  }
  // Only paths inside this app: never a protocol-relative or absolute URL.
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (NOT_A_DESTINATION.some((page) => (page.endsWith('/') ? pathname.startsWith(page) : pathname === page))) return null;
  return path;
}

/** `{ from }` to pass on, so the origin survives the next redirect. */
export function keepOrigin(state: unknown): { from: string } | undefined {
  const from = originFrom(state);
  return from ? { from } : undefined;
}

export function signInReason(state: unknown): SignInReason | null {
  if (typeof state !== 'object' || state === null || !('reason' in state)) return null;
  const reason = state.reason;
  return SIGN_IN_REASONS.find((known) => known === reason) ?? null;
}
