import { toLanguage, type Language, type SignupRequest } from '@jobbridge/contracts';
import type { Db } from '@jobbridge/db';
import { AppError } from '../../lib/app-error.ts';
import { randomCode } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Deps } from '../../plugins/deps.ts';
import { clear, clearPrefix, hit, mark, peek } from '../../lib/throttle.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByLogin,
  findUserByReferralCode,
  insertUser,
  isUniqueViolation,
  updateUser,
  usernameTaken,
} from '../users/index.ts';
import { composeEmail } from './emails.ts';
import { issueEmailToken, lookupEmailToken } from './email-tokens.ts';
import { consumeEmailToken, revokeAllSessions } from './repository.ts';
import { startSession, type Tokens } from './sessions.ts';

type AuthDeps = Deps<'db' | 'config' | 'mailer' | 'providers' | 'log'>;

/**
 * Sign-in limits (docs/decisions/018-trust-fixes.md, after NIST SP 800-63B 5.2.2). Nothing a stranger does
 * can lock the owner out of an address they use:
 * - per (account, address): 5 free failures an hour, then a wait for that pair only that doubles with each
 *   further failure (1, 2, 4, 8, then 15 minutes);
 * - per address, across every account and unknown name: 20 failures an hour (one address cannot try one
 *   password on every account);
 * - per account, across addresses: after 100 failures in a day (the NIST ceiling), only addresses that have
 *   signed in to the account in the last 90 days may try; others wait until the day's window ends.
 */
export const LOGIN_FREE_FAILURES = 5;
const LOGIN_PAIR_WINDOW_SECONDS = 3600;
const LOGIN_FIRST_WAIT_SECONDS = 60;
const LOGIN_MAX_WAIT_SECONDS = 15 * 60;
export const LOGIN_ADDRESS_FAILURES = 20;
const LOGIN_ADDRESS_WINDOW_SECONDS = 3600;
export const LOGIN_ACCOUNT_FAILURES = 100;
const LOGIN_ACCOUNT_WINDOW_SECONDS = 86_400;
const LOGIN_KNOWN_ADDRESS_SECONDS = 90 * 86_400;

const rateLimited = (retryAfter: number) => new AppError('RATE_LIMITED', { headers: { 'retry-after': String(Math.max(1, retryAfter)) } });

const userLanguage = (lang: string): Language => toLanguage(lang);

async function sendVerification(deps: AuthDeps, user: { id: string; email: string; username: string; language: string }) {
  const token = await issueEmailToken(deps.db, user.id, 'verify_email');
  const link = `${deps.config.publicUrl}/email-verify?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(composeEmail('verify', userLanguage(user.language), user.email, user.username, link));
}

async function referrerId(db: Db, code: string | null | undefined): Promise<string | null> {
  if (!code?.trim()) return null;
  return (await findUserByReferralCode(db, code))?.id ?? null;
}

/** Sign-up attempts per address an hour, counted in the database (the in-memory guard is per process). */
export const SIGNUP_ATTEMPTS_PER_ADDRESS = 10;

export async function limitSignup(deps: AuthDeps, address: string): Promise<void> {
  const attempts = await hit(deps.db, `signup-addr:${address}`, 3600);
  if (attempts.count > SIGNUP_ATTEMPTS_PER_ADDRESS) throw rateLimited(attempts.retryAfter);
}

export async function signup(deps: AuthDeps, input: SignupRequest, lang: Language, userAgent?: string): Promise<Tokens> {
  if (input.acceptTerms === false) throw new AppError('TERMS_NOT_AGREED');
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('EMAIL_ALREADY_REGISTERED');
  if (await usernameTaken(deps.db, input.username)) throw new AppError('USERNAME_TAKEN');

  let user;
  try {
    user = await insertUser(deps.db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      language: lang,
      referredById: await referrerId(deps.db, input.referralCode),
      termsAcceptedAt: new Date(),
    });
  } catch (err) {
    // Two sign-ups racing for one address or name: the unique index decides.
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw new AppError('EMAIL_ALREADY_REGISTERED');
    if (isUniqueViolation(err, 'users_username_lower_idx')) throw new AppError('USERNAME_TAKEN');
    throw new AppError('SIGNUP_FAILED', { cause: err });
  }
  try {
    await sendVerification(deps, user);
  } catch (err) {
    // The account exists and the user is signed in; they can ask for the email again.
    deps.log.error({ err, userId: user.id }, 'verification email failed');
  }
  return startSession(deps.db, deps.config, user.id, userAgent);
}

export async function resendVerification(deps: AuthDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.emailVerifiedAt) return;
  const throttle = await hit(deps.db, `verify-mail:${user.id}`, 3600);
  if (throttle.count > 5) throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(throttle.retryAfter) } });
  try {
    await sendVerification(deps, user);
  } catch (err) {
    throw new AppError('OPERATION_FAILED', { cause: err });
  }
}

/** Username or email plus password, limited per (account, address), per address and per account (above). */
export async function login(deps: AuthDeps, loginName: string, password: string, address: string, userAgent?: string): Promise<Tokens> {
  const { db } = deps;
  const addressKey = `login-addr:${address}`;
  const byAddress = await peek(db, addressKey);
  if (byAddress.count >= LOGIN_ADDRESS_FAILURES) throw rateLimited(byAddress.retryAfter);

  const user = await findUserByLogin(db, loginName);
  // The account when there is one (its username and email share one count), else the name as typed.
  const account = user ? user.id : `name:${loginName.trim().toLowerCase()}`;
  const pairKey = `login-pair:${account}:${address}`;
  const waitKey = `login-wait:${account}:${address}`;
  const wait = await peek(db, waitKey);
  if (wait.count > 0) throw rateLimited(wait.retryAfter);
  if (user) {
    const byAccount = await peek(db, `login-acct:${user.id}`);
    if (byAccount.count >= LOGIN_ACCOUNT_FAILURES && (await peek(db, `login-known:${user.id}:${address}`)).count === 0) {
      throw rateLimited(byAccount.retryAfter);
    }
  }

  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await hit(db, addressKey, LOGIN_ADDRESS_WINDOW_SECONDS);
    const failures = (await hit(db, pairKey, LOGIN_PAIR_WINDOW_SECONDS)).count;
    if (failures >= LOGIN_FREE_FAILURES) {
      const seconds = Math.min(LOGIN_FIRST_WAIT_SECONDS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_WAIT_SECONDS);
      await mark(db, waitKey, seconds);
    }
    if (user) await hit(db, `login-acct:${user.id}`, LOGIN_ACCOUNT_WINDOW_SECONDS);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // The address counter stays: signing in to one's own account must not reset a guessing run on others.
  await Promise.all([clear(db, pairKey), clear(db, waitKey), clear(db, `login-acct:${user.id}`)]);
  await mark(db, `login-known:${user.id}:${address}`, LOGIN_KNOWN_ADDRESS_SECONDS);
  return startSession(db, deps.config, user.id, userAgent);
}

/** The bot check (providers/bot-check: Cloudflare Turnstile, or none in development). */
export async function verifyTurnstile(deps: AuthDeps, token: string | null | undefined, remoteIp: string): Promise<void> {
  await deps.providers.botCheck.verify(token, remoteIp);
}

async function uniqueUsername(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 30) || 'user';
  if (!(await usernameTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}-${randomCode(4).toLowerCase()}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

/**
 * Google sign-in (token flow): the access token is checked by the Google identity provider (issued to our
 * client, verified email; providers/google-identity). Signs in, links, or creates a verified user.
 */
export async function googleAuth(
  deps: AuthDeps,
  accessToken: string,
  referralCode: string | null | undefined,
  lang: Language,
  userAgent?: string,
): Promise<Tokens> {
  const profile = await deps.providers.googleIdentity.verify(accessToken);
  if (!profile) throw new AppError('GOOGLE_LOGIN_FAILED');

  const { db } = deps;
  let user = await findUserByGoogleSub(db, profile.sub);
  if (!user) {
    const existing = await findUserByEmail(db, profile.email);
    if (existing) {
      // Google has verified this address, so the account is theirs: link it and mark the email verified.
      user = await updateUser(db, existing.id, {
        googleSub: profile.sub,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        photo: existing.photo ?? profile.picture ?? null,
        name: existing.name ?? profile.name ?? null,
      });
    } else {
      try {
        user = await insertUser(db, {
          username: await uniqueUsername(db, profile.email),
          email: profile.email.toLowerCase(),
          googleSub: profile.sub,
          name: profile.name ?? null,
          photo: profile.picture ?? null,
          language: lang,
          emailVerifiedAt: new Date(),
          referredById: await referrerId(db, referralCode),
          termsAcceptedAt: new Date(),
        });
      } catch (err) {
        throw new AppError('GOOGLE_LOGIN_FAILED', { cause: err });
      }
    }
  }
  return startSession(db, deps.config, user!.id, userAgent);
}

/** The link in the verification email. Using it twice says "already verified", not an error. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<'verified' | 'already_verified'> {
  const found = await lookupEmailToken(deps.db, token, 'verify_email');
  if (found.state === 'unknown') throw new AppError('INVALID_VERIFICATION_LINK');
  const user = await findUserById(deps.db, found.row.userId);
  if (!user) throw new AppError('INVALID_VERIFICATION_LINK');
  if (user.emailVerifiedAt) return 'already_verified';
  if (found.state !== 'valid') throw new AppError('VERIFICATION_LINK_EXPIRED');
  if (!(await consumeEmailToken(deps.db, found.row.id))) return 'already_verified';
  await updateUser(deps.db, user.id, { emailVerifiedAt: new Date() });
  return 'verified';
}

/** Always answers the same way, whether or not the address has an account. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const throttle = await hit(deps.db, `forgot:${email.toLowerCase()}`, 3600);
  if (throttle.count > 3) return; // silently: a 429 here would be the same for every address anyway
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueEmailToken(deps.db, user.id, 'reset_password');
  const link = `${deps.config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(composeEmail('reset', userLanguage(user.language), user.email, user.username, link));
  } catch (err) {
    throw new AppError('RESET_EMAIL_FAILED', { cause: err });
  }
}

export async function checkResetToken(deps: AuthDeps, token: string): Promise<{ email: string }> {
  const found = await lookupEmailToken(deps.db, token, 'reset_password');
  if (found.state !== 'valid') throw new AppError('INVALID_RESET_TOKEN');
  const user = await findUserById(deps.db, found.row.userId);
  if (!user) throw new AppError('INVALID_RESET_TOKEN');
  // Only a hint of whose password is being reset: the address half hidden.
  return { email: user.email.replace(/^(.{1,2})[^@]*(@.*)$/, '$1***$2') };
}

/** Sets the new password, uses the token up, and signs the account out everywhere. */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<void> {
  const found = await lookupEmailToken(deps.db, token, 'reset_password');
  if (found.state !== 'valid' || !(await consumeEmailToken(deps.db, found.row.id))) throw new AppError('INVALID_RESET_TOKEN');
  const user = await updateUser(deps.db, found.row.userId, { passwordHash: await hashPassword(password) });
  if (!user) throw new AppError('INVALID_RESET_TOKEN');
  await revokeAllSessions(deps.db, user.id, 'password reset');
  // The mailbox is proved: the account's own waits end (a stranger's address keeps its address count).
  await clear(deps.db, `login-acct:${user.id}`);
  await clearPrefix(deps.db, `login-pair:${user.id}:`);
  await clearPrefix(deps.db, `login-wait:${user.id}:`);
}

/** Sends a confirmation link to the new address; the change happens when it is opened. */
export async function requestEmailChange(deps: AuthDeps, userId: string, newEmail: string, password: string | undefined): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) throw new AppError('WRONG_PASSWORD');
  if (user.email.toLowerCase() === newEmail.toLowerCase()) throw new AppError('EMAIL_UNCHANGED');
  if (await findUserByEmail(deps.db, newEmail)) throw new AppError('EMAIL_ALREADY_REGISTERED');
  const token = await issueEmailToken(deps.db, user.id, 'change_email', newEmail);
  const link = `${deps.config.publicUrl}/confirm-email/${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(composeEmail('changeEmail', userLanguage(user.language), newEmail, user.username, link));
  } catch (err) {
    throw new AppError('OPERATION_FAILED', { cause: err });
  }
}

export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<{ email: string }> {
  const found = await lookupEmailToken(deps.db, token, 'change_email');
  if (found.state === 'unknown') throw new AppError('INVALID_VERIFICATION_LINK');
  if (found.state !== 'valid' || !found.row.newEmail) throw new AppError('VERIFICATION_LINK_EXPIRED');
  if (await findUserByEmail(deps.db, found.row.newEmail)) throw new AppError('EMAIL_ALREADY_REGISTERED');
  if (!(await consumeEmailToken(deps.db, found.row.id))) throw new AppError('VERIFICATION_LINK_EXPIRED');
  try {
    await updateUser(deps.db, found.row.userId, { email: found.row.newEmail, emailVerifiedAt: new Date() });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_lower_idx')) throw new AppError('EMAIL_ALREADY_REGISTERED');
    throw err;
  }
  return { email: found.row.newEmail };
}
