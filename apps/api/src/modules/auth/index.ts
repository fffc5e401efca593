/** What other modules may use of auth: its dependencies' shape, the e-mail change flow and ending sessions. */
export { requestEmailChange, type Deps } from './service.ts';
export { revokeAllSessions } from './sessions.ts';
