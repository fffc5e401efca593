import type { SubmitFeedbackRequest, SubmitPostJobRequest } from '@jobbridge/contracts';
import { escapeHtml } from '../../lib/html.ts';
import type { Deps } from '../../plugins/deps.ts';
import { insertFeedback, insertJobPostRequest } from './repository.ts';

type FormDeps = Deps<'db' | 'config' | 'mailer' | 'providers' | 'log'>;

interface Sender {
  ip: string;
  language: string;
}

/**
 * Tells the operator (OPERATOR_EMAIL) about a submission. Unset: a log line instead. A mail failure never
 * loses the submission: it is stored already and the failure is logged.
 */
async function notifyOperator(deps: FormDeps, subject: string, fields: [string, string][]): Promise<void> {
  const to = deps.config.OPERATOR_EMAIL;
  if (!to) {
    deps.log.info({ subject }, 'form submission stored; OPERATOR_EMAIL is not set, so no notification was sent');
    return;
  }
  const text = fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;
  const html = `<table>${fields.map(([label, value]) => row(label, value)).join('')}</table>`;
  try {
    await deps.mailer.send({ to, subject, text, html });
  } catch (err) {
    deps.log.error({ err, subject }, 'could not notify the operator of a form submission');
  }
}

export async function submitFeedback(deps: FormDeps, body: SubmitFeedbackRequest, sender: Sender) {
  await deps.providers.botCheck.verify(body.turnstile_token, sender.ip);
  const { title, description, name, email } = body;
  const row = await insertFeedback(deps.db, { title, description, name, email, language: sender.language });
  await notifyOperator(deps, `[JobBridge] Feedback #${row.id}: ${title.slice(0, 80)}`, [
    ['Title', title],
    ['Name', name],
    ['Email', email],
    ['Language', sender.language],
    ['Description', description],
  ]);
  return row;
}

export async function submitPostJob(deps: FormDeps, body: SubmitPostJobRequest, sender: Sender) {
  await deps.providers.botCheck.verify(body.turnstile_token, sender.ip);
  const { jobUrl, notes, contact } = body;
  const row = await insertJobPostRequest(deps.db, { jobUrl, notes: notes || null, contact, language: sender.language });
  await notifyOperator(deps, `[JobBridge] Job to list #${row.id}`, [
    ['Job URL', jobUrl],
    ['Contact', contact],
    ['Language', sender.language],
    ['Notes', notes || '-'],
  ]);
  return row;
}
