export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export { currentUserQueryKey, getCurrentUser } from './api';
export { isTokenUsable, readTokenExpiry } from './jwt';
export { deriveLevel, guestRedirect, normaliseLevel, protectedRedirect, type AuthLevel, type CurrentUser, type LevelFields } from './level';
export {
  accessTokenForRequest,
  msUntilRefresh,
  onSessionExpired,
  refreshSession,
  REFRESH_LOCK_NAME,
  REFRESH_MARGIN_SECONDS,
  type RefreshOutcome,
} from '@/lib/http/session';
export { clearTokens, getAccessToken, getRefreshToken, onTokensChange, setTokens, useHasAccessToken } from './tokens';
