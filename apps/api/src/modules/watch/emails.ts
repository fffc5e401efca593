import type { Language } from '@jobbridge/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../providers/mail/index.ts';

type ChangeKind = 'added' | 'removed' | 'rating' | 'routes';

interface Change {
  change: ChangeKind;
  name: string;
  before: string | null;
  after: string | null;
}

const COPY: Record<
  Language,
  {
    subject: (name: string) => string;
    greeting: (name: string) => string;
    what: Record<ChangeKind, (c: Change) => string>;
    meaning: Record<ChangeKind, string>;
    why: string;
    button: string;
    unsubscribe: string;
  }
> = {
  en: {
    subject: (n) => `Sponsor licence change: ${n}`,
    greeting: (n) => `Hello ${n},`,
    what: {
      removed: (c) => `${c.name} is no longer on the Home Office register of licensed sponsors.`,
      added: (c) => `${c.name} is now on the Home Office register of licensed sponsors.`,
      rating: (c) => `The licence rating of ${c.name} changed on the register: from "${c.before || 'none'}" to "${c.after || 'none'}".`,
      routes: (c) =>
        `The visa routes ${c.name} may sponsor changed on the register: from "${c.before || 'none'}" to "${c.after || 'none'}".`,
    },
    meaning: {
      removed:
        'Without a licence an employer cannot issue a Certificate of Sponsorship for a new visa. ' +
        'If you applied there, ask the employer whether they can still sponsor you.',
      added: 'This employer can now sponsor work visas on the routes its licence lists.',
      rating:
        'A B rating means the Home Office asked the employer to improve how it meets its duties; while it is B-rated it cannot sponsor new workers.',
      routes: 'Check that the job you care about is on a route the employer may still sponsor.',
    },
    why: 'You receive this because you follow this employer on JobBridge.',
    button: 'See the employer on JobBridge',
    unsubscribe: 'Stop these emails',
  },
  cn: {
    subject: (n) => `担保资质变化：${n}`,
    greeting: (n) => `${n}，您好：`,
    what: {
      removed: (c) => `${c.name} 已不在英国内政部的担保雇主登记册上。`,
      added: (c) => `${c.name} 已列入英国内政部的担保雇主登记册。`,
      rating: (c) => `${c.name} 在登记册上的资质评级有变：由“${c.before || '无'}”变为“${c.after || '无'}”。`,
      routes: (c) => `${c.name} 在登记册上可担保的签证类别有变：由“${c.before || '无'}”变为“${c.after || '无'}”。`,
    },
    meaning: {
      removed: '没有担保资质的雇主不能为新的签证申请开具担保证明（CoS）。如果您已向该雇主申请，建议您向对方确认是否仍能为您担保。',
      added: '该雇主现在可以按其资质所列的签证类别担保工作签证。',
      rating: 'B 级表示内政部要求该雇主改进其履行担保义务的方式；评级为 B 期间，该雇主不能担保新的员工。',
      routes: '请确认您关注的职位所需的签证类别仍在该雇主可担保的范围内。',
    },
    why: '您收到这封邮件，是因为您在英桥求职关注了该雇主。',
    button: '在英桥求职查看该雇主',
    unsubscribe: '不再接收此类邮件',
  },
};

/**
 * The email telling a follower what the register changed about an employer, in their language, with a one-click
 * unsubscribe (RFC 8058: List-Unsubscribe with an https link, and List-Unsubscribe-Post).
 */
export function licenceChangeEmail(input: {
  to: string;
  name: string;
  language: Language;
  change: Change;
  publicUrl: string;
  unsubscribeToken: string;
}): MailMessage {
  const copy = COPY[input.language];
  const page = `${input.publicUrl}/company/visa/${encodeURIComponent(input.change.name)}`;
  const unsubscribe = `${input.publicUrl}/api/watch/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}&lang=${input.language}`;
  const what = copy.what[input.change.change](input.change);
  const meaning = copy.meaning[input.change.change];
  const text = [
    copy.greeting(input.name),
    '',
    what,
    '',
    meaning,
    '',
    `${copy.button}: ${page}`,
    '',
    copy.why,
    `${copy.unsubscribe}: ${unsubscribe}`,
  ].join('\n');
  const html = `<p>${escapeHtml(copy.greeting(input.name))}</p>
<p><strong>${escapeHtml(what)}</strong></p>
<p>${escapeHtml(meaning)}</p>
<p><a href="${escapeHtml(page)}">${escapeHtml(copy.button)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(copy.why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(copy.unsubscribe)}</a></p>`;
  return {
    to: input.to,
    subject: copy.subject(input.change.name),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
