export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export { currentUserQueryKey, getCurrentUser } from './api';
export { isTokenUsable, readTokenExpiry } from './jwt';
export {
  deriveLevel,
  guestRedirect,
  normaliseLevel,
  protectedRedirect,
  type AuthLevel,
  type CurrentUser,
  type LevelFields,
} from './level';
export { clearTokens, getAccessToken, getRefreshToken, setTokens, useHasAccessToken } from './tokens';
