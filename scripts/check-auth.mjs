#!/usr/bin/env node
// Walks the account flow over real HTTP against a running server (development outbox on), the way an
// outside client would, and prints one line per check:
//   node scripts/check-auth.mjs http://127.0.0.1:3000
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : ` — ${detail}`}`);
}

async function call(method, path, { json, form, token, lang = 'en' } = {}) {
  const headers = { 'accept-language': lang };
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = new URLSearchParams(form);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api${path}`, { method, headers, body });
  const text = await res.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the status alone tells.
  }
  return { status: res.status, data };
}

const id = Date.now().toString(36);
const user = { username: `check${id}`, email: `check${id}@example.com`, password: 'secret123', acceptTerms: true };

const signup = await call('POST', '/auth/signup', { json: user });
check(
  'sign-up answers 201 with access_token and refresh_token only',
  signup.status === 201 &&
    Object.keys(signup.data ?? {})
      .sort()
      .join() === 'access_token,refresh_token',
  JSON.stringify(signup.data),
);
const exp = JSON.parse(Buffer.from(signup.data.access_token.split('.')[1], 'base64url')).exp;
check(
  'access token exp is in seconds and in the future',
  Number.isInteger(exp) && exp > Date.now() / 1000 && exp < Date.now() / 1000 + 86_400,
);

let me = await call('GET', '/users/me', { token: signup.data.access_token });
check(
  'new user is at level 1 (email not verified)',
  me.status === 200 &&
    me.data.email_verified === false &&
    typeof me.data.is_activated === 'boolean' &&
    typeof me.data.system_config?.activation_code_enabled === 'boolean' &&
    'photo' in me.data &&
    me.data.name === null &&
    me.data.email === user.email,
);

const mail = await call('GET', `/dev/mail?to=${encodeURIComponent(user.email)}`);
const link = mail.data?.[0]?.text.match(/https?:\/\/\S*\/email-verify\?token=\S+/)?.[0];
check('verification email is in the outbox with its link', mail.status === 200 && !!link);
const verify = await call('POST', '/auth/verify-email', { json: { token: new URL(link).searchParams.get('token') } });
check('the link verifies the email', verify.status === 200 && verify.data.status === 'verified');

const login = await call('POST', '/auth/login', { form: { username: user.username, password: user.password } });
check('login with form data', login.status === 200 && !!login.data.access_token);
me = await call('GET', '/users/me', { token: login.data.access_token });
const level = !me.data.email_verified ? 1 : me.data.system_config.activation_code_enabled && !me.data.is_activated ? 2 : 3;
check(
  `verified user is at level ${me.data.system_config.activation_code_enabled ? 2 : 3}`,
  level === (me.data.system_config.activation_code_enabled ? 2 : 3),
);

const refreshed = await call('POST', '/auth/refresh', { json: { refresh_token: login.data.refresh_token } });
check('refresh gives a new pair', refreshed.status === 200 && refreshed.data.refresh_token !== login.data.refresh_token);
const reuse = await call('POST', '/auth/refresh', { json: { refresh_token: login.data.refresh_token } });
check('reusing the old refresh token fails', reuse.status === 401);
const afterReuse = await call('POST', '/auth/refresh', { json: { refresh_token: refreshed.data.refresh_token } });
const meAfterReuse = await call('GET', '/users/me', { token: refreshed.data.access_token });
check('…and revokes the whole family', afterReuse.status === 401 && meAfterReuse.status === 401);

const bad = [
  ['wrong password', '/auth/login', { form: { username: user.username, password: 'wrong123' } }, 'Invalid username or password'],
  [
    'duplicate email',
    '/auth/signup',
    { json: { ...user, username: `other${id}` } },
    'This email is already registered. Please log in directly.',
  ],
  [
    'short password',
    '/auth/signup',
    { json: { ...user, username: `x${id}`, email: `x${id}@example.com`, password: 'abc1' } },
    'Password must be at least 8 characters',
  ],
  ['invalid email', '/auth/signup', { json: { ...user, username: `y${id}`, email: 'nope' } }, 'Please enter a valid email address'],
  ['empty username', '/auth/signup', { json: { ...user, username: ' ', email: `z${id}@example.com` } }, 'Username cannot be empty'],
  [
    'terms not agreed',
    '/auth/signup',
    { json: { ...user, username: `t${id}`, email: `t${id}@example.com`, acceptTerms: false } },
    'Please agree to the Terms of Service and Privacy Policy',
  ],
  ['bad verification link', '/auth/verify-email', { json: { token: 'nope' } }, 'Invalid verification link'],
  ['bad reset token', '/auth/reset-password', { json: { token: 'nope', password: 'whatever1' } }, 'Invalid or expired reset token'],
];
for (const [name, path, options, message] of bad) {
  const res = await call('POST', path, options);
  const texts = [res.data?.error?.message, ...(res.data?.error?.fields ?? []).map((f) => f.message)];
  check(`${name}: "${message}"`, res.status >= 400 && res.status < 500 && texts.includes(message), JSON.stringify(res.data));
}
const code = await call('GET', '/users/check-activation-code-status/SHORT');
check(
  'activation code status has result, msg, available',
  code.status === 200 &&
    code.data.result === false &&
    code.data.available === false &&
    code.data.msg === 'Activation code must be 8 characters',
);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
