/**
 * Application emails in job ads: "mailto:" links and plain addresses in the text, validated and
 * lower-cased. Addresses nobody reads (no-reply, example domains) and file names that look like
 * addresses ("logo@2x.png") are dropped.
 */

const EMAIL_IN_TEXT = /[a-z0-9](?:[a-z0-9._%+'-]{0,62}[a-z0-9_])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi;

const NO_REPLY_LOCAL =
  /^(?:no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|mailer[-_.]?daemon|postmaster|bounces?|notifications?)(?:[+._-].*)?$/i;
const PLACEHOLDER_DOMAINS = new Set([
  'example.com',
  'example.org',
  'example.net',
  'example.co.uk',
  'domain.com',
  'yourdomain.com',
  'yourcompany.com',
  'company.com',
  'email.com',
  'test.com',
  'sentry.io',
]);
const RESERVED_TLDS = new Set(['example', 'test', 'invalid', 'localhost', 'local']);
const FILE_TLDS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'pdf', 'doc', 'docx', 'js', 'css']);

/** Lower-cased address if it is a plausible, real, replied-to mailbox; else null. */
export function validateEmail(raw: string): string | null {
  const email = raw
    .trim()
    .replace(/^mailto:/i, '')
    .split('?')[0]!
    .toLowerCase();
  if (email.length > 254) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || !/^[a-z0-9._%+'-]+$/.test(local) || /^\.|\.\.|\.$/.test(local)) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((l) => !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  const tld = labels.at(-1)!;
  if (!/^[a-z]{2,24}$/.test(tld) || RESERVED_TLDS.has(tld) || FILE_TLDS.has(tld)) return null;
  if (NO_REPLY_LOCAL.test(local) || PLACEHOLDER_DOMAINS.has(domain) || labels.includes('example')) return null;
  return email;
}

/**
 * A sentence can run into an address: "hr@ragdalehall.co.uk.No experience…" arrives as
 * "hr@ragdalehall.co.uk.No". A capitalised last label after lower-case ones is the next word.
 */
function trimRunOn(raw: string): string {
  const match = /^(.*@[a-z0-9.-]+\.[a-z]{2,})\.[A-Z][a-zA-Z]*$/.exec(raw);
  return match?.[1] ?? raw;
}

/** Every valid address in the text, in order, without repeats. */
export function findEmails(text: string): string[] {
  const found = new Set<string>();
  // Only words with an "@" can hold an address; scanning just those keeps long ads fast.
  for (const word of text.split(/[\s<>()[\]{}"',;|*]+/)) {
    if (!word.includes('@')) continue;
    for (const match of word.matchAll(EMAIL_IN_TEXT)) {
      const email = validateEmail(trimRunOn(match[0]));
      if (email) found.add(email);
    }
  }
  return [...found];
}

/**
 * The address to apply to: the first valid one from the source's own emails field, else the first
 * in the ad. `fields` may hold comma- or semicolon-separated lists (JobSpy's `emails`).
 */
export function pickApplicationEmail(fields: readonly (string | null | undefined)[], adText: string): string | null {
  for (const field of fields) {
    if (!field) continue;
    const [first] = findEmails(field.replace(/[;,]/g, ' '));
    if (first) return first;
  }
  return findEmails(adText)[0] ?? null;
}
