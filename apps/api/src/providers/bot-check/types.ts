/**
 * The bot check on sign-in and sign-up. `verify` resolves when the visitor passed and otherwise throws the
 * error the user sees: SECURITY_CHECK_REQUIRED (no token), SECURITY_CHECK_EXPIRED (used or timed out),
 * SECURITY_CHECK_FAILED (anything else, the service unreachable included).
 */
export interface BotCheck {
  verify(token: string | null | undefined, remoteIp: string): Promise<void>;
}
