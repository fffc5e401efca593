import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { deriveKey } from '../lib/seal.ts';
import { z } from 'zod';

const TWICE_THE_CORES = 2 * availableParallelism();

/** Secrets that exist only so a newcomer can start the app with no setup. Production refuses them. */
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
/** Signs the development checkout's Stripe-format events when no Stripe keys are set (never in production). */
export const DEV_STRIPE_WEBHOOK_SECRET = 'whsec_dev_only_jobbridge_local_checkout';

/** Values that are published (in this repository or in vendors' docs), so anyone could sign with them. */
const PUBLISHED_SECRETS = new Set([DEV_JWT_SECRET, DEV_STRIPE_WEBHOOK_SECRET, 'at-least-32-characters-of-random-text', 'whsec_...']);
/** Cloudflare's testing secrets: siteverify always passes (1x), fails (2x) or says "spent" (3x). */
const TURNSTILE_TEST_SECRET = /^[123]x0+AA$/;
const MIN_SECRET_BITS = 80;

/**
 * Why a production secret cannot be trusted, or null. The estimate is the string's own character entropy
 * (Shannon, bits per character × length): 32 × 'a' is 0 bits, a 32-character hex string from 16 random bytes
 * about 115 (rarely below 90). A value that repeats one short unit ('abcabc…') is refused whatever its estimate, and
 * so is one of fewer than 8 different characters (with 10, one random hex secret in 11,000 was refused).
 */
function weakSecretReason(value: string, prefix = ''): string | null {
  if (PUBLISHED_SECRETS.has(value) || /change-?me|example|placeholder/i.test(value)) return 'is a published development or example value';
  const secret = value.startsWith(prefix) ? value.slice(prefix.length) : value;
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= n * Math.log2(n / secret.length);
  for (let unit = 1; unit <= secret.length / 2; unit++) {
    if (
      secret
        .slice(0, unit)
        .repeat(Math.ceil(secret.length / unit))
        .startsWith(secret)
    )
      return 'repeats a short pattern';
  }
  let steps = 0;
  for (let i = 1; i < secret.length; i++) if (Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1)) <= 1) steps++;
  if (steps > secret.length / 2) return "is mostly a run of neighbouring characters ('abcd…', '1234…')";
  if (counts.size < 8 || bits < MIN_SECRET_BITS)
    return `is too predictable (about ${Math.floor(bits)} bits; use at least ${MIN_SECRET_BITS}, e.g. openssl rand -base64 48)`;
  return null;
}

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Loopback by default: the development outbox and checkout must not be open to the local network. */
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: optionalUrl,
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: z.stringbool().default(false),
    /** Requests a minute from one address, over the whole server (routes with their own limit keep it); 0: off. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    /** Where the per-address request limits are counted when several instances serve one site; unset: in memory. */
    REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^rediss?$/ }).optional()),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('JobBridge <no-reply@jobbridge.local>'),
    CONTACT_EMAIL: z.email().default('support@jobbridge.local'),
    /** Where feedback and post-job submissions are notified; unset: no notification (a log line instead). */
    OPERATOR_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
    CONTACT_WECHAT_URL: optionalUrl,
    CONTACT_WHATSAPP_URL: optionalUrl,
    SITE_CLAIMS_CN: optionalText,
    SITE_CLAIMS_EN: optionalText,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ACTIVATION_CODE_ENABLED: z.stringbool().default(false),
    TURNSTILE_SITE_KEY: optionalText,
    TURNSTILE_SECRET: optionalText,
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
    GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
    /** The mailbox link (Flash Apply sends from the person's Gmail); unset: the development mailbox (never in production). */
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
    GMAIL_API_URL: z.url().default('https://gmail.googleapis.com'),
    /** Time limit of one Gmail send; past it the email's fate is unknown (it may have gone). */
    GMAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** AES-256-GCM key for secrets kept in the database (mailbox refresh tokens): 32 random bytes, base64. */
    SECRETS_KEY: optionalText,
    SKILLED_WORKER_THRESHOLD: z.coerce.number().int().min(1).default(41_700),
    NEW_ENTRANT_THRESHOLD: z.coerce.number().int().min(1).default(33_400),
    /** How long a search's matches are reused for the same words and filters (0: never). */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** A search's longest statement; past it the page shows its matches among the newest ads (0: no limit). */
    SEARCH_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /**
     * Searches that read the database at once; the rest wait their turn (decision 046). Twice the cores: enough to
     * keep them busy while a search waits on the other side, few enough that each finishes in about its own time.
     */
    SEARCH_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(TWICE_THE_CORES),
    /** PostgreSQL connections per instance (PGlite has one). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
    /** How long the /company analysis figures are reused; 0 computes them on every request. */
    ANALYSIS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** The GOV.UK page that links the current register CSV: the daily refresh and `import:sponsors` read it. */
    REGISTER_PAGE_URL: z.url().default('https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers'),
    /** When the server refreshes the register (cron, UTC); "off": never (the CLI import still works). */
    REGISTER_REFRESH_CRON: z.string().min(1).default('25 6 * * *'),
    /** A refresh killed mid-run (a crash) is taken up again after this long. */
    REFRESH_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(1800),
    /** A register refresh that failed (the page or file unreachable, a crash) is tried again after this long, then longer. */
    REFRESH_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Where the job-board connectors send their requests (a fake in tests); unset: the boards' own APIs. */
    GREENHOUSE_API_URL: optionalUrl,
    LEVER_API_URL: optionalUrl,
    ASHBY_API_URL: optionalUrl,
    ADZUNA_API_URL: optionalUrl,
    REED_API_URL: optionalUrl,
    ADZUNA_APP_ID: optionalText,
    ADZUNA_APP_KEY: optionalText,
    REED_API_KEY: optionalText,
    /** Stripe Checkout; unset in development: the development checkout page pays through the same webhook. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where the Stripe SDK sends API calls, e.g. http://127.0.0.1:12111 for a fake or stripe-mock. */
    STRIPE_API_BASE: optionalUrl,
    /** The background queue (pg-boss): mail retries, sweeps, re-matching after a register import (decision 022). */
    QUEUE_ENABLED: z.stringbool().default(true),
    /** Seconds before an account email that failed is tried again (doubling each time, at most an hour). */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Tests only: adds a test job and checks for lost jobs every second (the server process tests). */
    QUEUE_TEST_JOBS: z.stringbool().default(false),
    /** An OpenAI-compatible chat API for the AI assistant (OpenAI, DeepSeek, Qwen, Ollama, vLLM); unset: the built-in engine. */
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    /** Time limit of one model call, and further attempts after a 429, a 5xx or a timeout (with a growing wait). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(45_000),
    AI_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** Flash Apply (decision 034): cover letters written at once, emails sent at once, and the pace of sends per mailbox. */
    FLASH_GENERATE_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(8),
    FLASH_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(5),
    /** Gmail's per-user limit is a moving average (250 units/s, a send costs 100) that allows short bursts. */
    FLASH_SEND_BURST: z.coerce.number().int().min(1).max(100).default(25),
    FLASH_SENDS_PER_SECOND: z.coerce.number().min(0.1).max(50).default(2.5),
    /** Emails per person per 24 hours (Gmail allows about 500 a day for personal accounts), and to one company. */
    FLASH_DAILY_LIMIT: z.coerce.number().int().min(1).max(2000).default(500),
    FLASH_COMPANY_DAILY_LIMIT: z.coerce.number().int().min(1).max(500).default(5),
    /** How old an account must be to write reviews (decision 053); browser tests set 0. */
    REVIEW_MIN_ACCOUNT_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
    /** The OpenAPI viewer and document at /api/docs (default: on, except in production). */
    API_DOCS_ENABLED: z.stringbool().optional(),
    /** Recipients per person per 24 hours, over all emails (decision 052: one OAuth client carries every account). */
    FLASH_DAILY_RECIPIENT_LIMIT: z.coerce.number().int().min(1).max(5000).default(200),
    /** Cover letters per hour on Premium (unlimited letters, under this fair-use rate; decision 052). */
    FLASH_LETTERS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
    /** Fill a fresh database with the fictional demo jobs (default: yes, except in production). */
    SEED_DEMO_DATA: z.stringbool().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'Stripe needs its webhook signing secret (whsec_…): payments are confirmed only by the signed webhook',
      });
    if (env.AI_BASE_URL && !env.AI_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'the chat API needs the model to ask (e.g. gpt-4o-mini, deepseek-chat, qwen-plus, llama3.1)',
      });
    if (env.GOOGLE_CLIENT_SECRET && !env.GOOGLE_CLIENT_ID)
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_ID'], message: 'the Google client secret needs its client id' });
    if (env.SECRETS_KEY && Buffer.from(env.SECRETS_KEY, 'base64').length !== 32)
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'must be 32 bytes in base64 (openssl rand -base64 32)' });
    if (env.NODE_ENV !== 'production') return;
    if (!env.SECRETS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEY'],
        message: 'production needs its own key for stored tokens (openssl rand -base64 32)',
      });
    else if (Buffer.from(env.SECRETS_KEY, 'base64').length === 32) {
      const weak = weakSecretReason(env.SECRETS_KEY);
      if (weak) ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: `production needs a random key: this one ${weak}` });
    }
    if (!env.GOOGLE_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'production needs the Google OAuth client for mailboxes; the development mailbox is not allowed',
      });
    if (env.JWT_SECRET === DEV_JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'production needs its own secret, not the development default' });
    else {
      const weak = weakSecretReason(env.JWT_SECRET);
      if (weak) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: `production needs a random secret: this one ${weak}` });
    }
    if (env.STRIPE_WEBHOOK_SECRET) {
      // Anyone holding a published webhook secret could sign "payment succeeded" events.
      const weak = weakSecretReason(env.STRIPE_WEBHOOK_SECRET, 'whsec_');
      if (weak)
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message: `production needs the endpoint's own signing secret from Stripe: this one ${weak}`,
        });
    }
    if (env.TURNSTILE_SECRET && TURNSTILE_TEST_SECRET.test(env.TURNSTILE_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['TURNSTILE_SECRET'],
        message: "is one of Cloudflare's testing secrets, which do not check anyone",
      });
    if (!env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'production needs real mail; the development outbox is not allowed' });
    if (env.TURNSTILE_SITE_KEY && !env.TURNSTILE_SECRET)
      ctx.addIssue({ code: 'custom', path: ['TURNSTILE_SECRET'], message: 'a Turnstile site key needs its secret' });
    if (env.QUEUE_TEST_JOBS) ctx.addIssue({ code: 'custom', path: ['QUEUE_TEST_JOBS'], message: 'test jobs are for tests only' });
    if (!env.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'production needs the public address used in emailed links' });
  });

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SEED_DEMO_DATA' | 'API_DOCS_ENABLED'> {
  SEED_DEMO_DATA: boolean;
  /** /api/docs is served: API_DOCS_ENABLED, or by default outside production (the document maps every route). */
  API_DOCS_ENABLED: boolean;
  publicUrl: string;
  dataDir: string;
  /** Where stored files live (resumes, exports), outside the web root. */
  filesDir: string;
  /** The built web app served at `/`; absent in API-only setups. */
  webDist: string;
  /** Mail goes to the development outbox (in the database) instead of SMTP. */
  devOutbox: boolean;
  /** `gmail`: people link their Google mailbox (GOOGLE_CLIENT_SECRET); `development`: the development mailbox (not production). */
  mailbox: 'gmail' | 'development';
  /** The AES-256-GCM key of stored secrets: SECRETS_KEY, or outside production one derived from JWT_SECRET. */
  secretsKey: Buffer;
  isProduction: boolean;
  /** Skilled Worker salary thresholds (a year): general and new entrant. */
  thresholds: { general: number; newEntrant: number };
  /**
   * `stripe`: real Checkout (STRIPE_SECRET_KEY); `dev`: the development checkout page (no keys, not production);
   * `off`: production without keys, nothing can be bought.
   */
  payments: 'stripe' | 'dev' | 'off';
  /** The secret webhook signatures are checked with (the development one in `dev` mode). */
  stripeWebhookSecret: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once at start-up and lists every bad key at once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const payments = env.STRIPE_SECRET_KEY ? 'stripe' : env.NODE_ENV === 'production' ? 'off' : 'dev';
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    filesDir: resolve(dataDir, 'files'),
    webDist: resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    devOutbox: !env.SMTP_URL,
    mailbox: env.GOOGLE_CLIENT_SECRET ? 'gmail' : 'development',
    secretsKey: env.SECRETS_KEY ? Buffer.from(env.SECRETS_KEY, 'base64') : deriveKey(env.JWT_SECRET, 'secrets'),
    isProduction: env.NODE_ENV === 'production',
    thresholds: { general: env.SKILLED_WORKER_THRESHOLD, newEntrant: env.NEW_ENTRANT_THRESHOLD },
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    API_DOCS_ENABLED: env.API_DOCS_ENABLED ?? env.NODE_ENV !== 'production',
    payments,
    stripeWebhookSecret:
      payments === 'stripe'
        ? env.STRIPE_WEBHOOK_SECRET!
        : payments === 'dev'
          ? (env.STRIPE_WEBHOOK_SECRET ?? DEV_STRIPE_WEBHOOK_SECRET)
          : null,
  };
}
