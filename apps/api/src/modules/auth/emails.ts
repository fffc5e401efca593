import type { Language } from '@jobbridge/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../providers/mail/index.ts';

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  button: string;
  expiry: string;
  ignore: string;
}

const COPY: Record<'verify' | 'reset' | 'changeEmail', Record<Language, Copy>> = {
  verify: {
    en: {
      subject: 'Verify your email for JobBridge',
      greeting: (n) => `Hello ${n},`,
      lines: ['Thanks for signing up to JobBridge. Please confirm that this is your email address.'],
      button: 'Verify email',
      expiry: 'The link works for 48 hours.',
      ignore: "If you didn't create an account, you can ignore this email.",
    },
    cn: {
      subject: '请验证您的英桥求职邮箱',
      greeting: (n) => `${n}，您好：`,
      lines: ['感谢注册英桥求职。请确认这是您的邮箱地址。'],
      button: '验证邮箱',
      expiry: '该链接 48 小时内有效。',
      ignore: '如果您没有注册账户，请忽略此邮件。',
    },
  },
  reset: {
    en: {
      subject: 'Reset your JobBridge password',
      greeting: (n) => `Hello ${n},`,
      lines: ['We received a request to reset the password of your JobBridge account.'],
      button: 'Set a new password',
      expiry: 'The link works once, for 1 hour.',
      ignore: "If you didn't ask for this, ignore this email: your password stays the same.",
    },
    cn: {
      subject: '重置您的英桥求职密码',
      greeting: (n) => `${n}，您好：`,
      lines: ['我们收到了重置您英桥求职账户密码的请求。'],
      button: '设置新密码',
      expiry: '该链接仅可使用一次，1 小时内有效。',
      ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new email for JobBridge',
      greeting: (n) => `Hello ${n},`,
      lines: ['Please confirm that you want to use this address for your JobBridge account.'],
      button: 'Confirm new email',
      expiry: 'The link works for 24 hours.',
      ignore: "If you didn't ask for this, ignore this email: nothing changes.",
    },
    cn: {
      subject: '确认您在英桥求职的新邮箱',
      greeting: (n) => `${n}，您好：`,
      lines: ['请确认您希望将此邮箱地址用于您的英桥求职账户。'],
      button: '确认新邮箱',
      expiry: '该链接 24 小时内有效。',
      ignore: '如果这不是您本人的操作，请忽略此邮件，账户不会有任何变化。',
    },
  },
};

const BUTTON_STYLE =
  'display:inline-block;background:#1e40af;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px';

/** A plain, accessible email with an HTML and a text part, in the user's language. */
export function composeEmail(kind: keyof typeof COPY, lang: Language, to: string, name: string, link: string): MailMessage {
  const c = COPY[kind][lang];
  const text = [c.greeting(name), '', ...c.lines, '', `${c.button}: ${link}`, '', c.expiry, c.ignore, '', '— JobBridge 英桥求职'].join(
    '\n',
  );
  const html =
    `<!doctype html><html lang="${lang === 'cn' ? 'zh-CN' : 'en'}">` +
    `<body style="margin:0;background:#f1f5f9;font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-size:20px;font-weight:bold;color:#1e3a8a;margin:0 0 24px">JobBridge 英桥求职</p>
<p style="font-size:16px;line-height:1.6;margin:0 0 12px">${escapeHtml(c.greeting(name))}</p>
${c.lines.map((l) => `<p style="font-size:16px;line-height:1.6;margin:0 0 12px">${escapeHtml(l)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(c.button)}</a></p>
<p style="font-size:14px;line-height:1.6;color:#475569;margin:0 0 8px">${escapeHtml(c.expiry)} ${escapeHtml(c.ignore)}</p>
<p style="font-size:12px;line-height:1.6;color:#64748b;margin:16px 0 0;word-break:break-all">${escapeHtml(link)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: c.subject, text, html };
}
