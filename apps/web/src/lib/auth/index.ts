export { AuthProvider, useAuth } from './auth-provider';
export { currentUserQueryKey, getCurrentUser } from './api';
export { guestRedirect, isFullySignedIn, protectedRedirect, type AuthLevel } from './level';
export { clearTokens, getAccessToken, useHasAccessToken } from './tokens';
