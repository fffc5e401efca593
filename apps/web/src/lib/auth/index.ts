export { AuthProvider, useAuth } from './auth-provider';
export { currentUserQueryKey, getCurrentUser } from './api';
export { guestRedirect, protectedRedirect, type AuthLevel } from './level';
export { clearTokens, getAccessToken, useHasAccessToken } from './tokens';
