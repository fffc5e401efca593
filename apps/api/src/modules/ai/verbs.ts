import { ACTION_VERB_SET, GERUND_TO_PAST, GERUND_TO_PRESENT, PRESENT_TO_PAST } from './lexicon.ts';
import { capitalise } from './text.ts';

// A resume line's opening verb, made strong and in the right tense: shared by the writers and the scorer.

/** "Responsible for managing the team" → "Managed the team"; other weak openers get a plain stronger verb. */
export function strengthen(bullet: string, current: boolean): string {
  let text = bullet
    .trim()
    .replace(/^(?:i|we)\s+(?:have\s+)?/i, '')
    .replace(/\s*[;,]\s*$/, '');
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^(?:was\s+)?responsible for\s+(\w+ing)\b/i, (m) => GERUND_TO_PAST[m[1]!.toLowerCase()] ?? `Handled ${m[1]!.toLowerCase()}`],
    [/^(?:was\s+)?responsible for(?: the)?\b/i, () => 'Owned the'],
    [/^(?:was\s+)?in charge of\s+(\w+ing)\b/i, (m) => GERUND_TO_PAST[m[1]!.toLowerCase()] ?? 'Led'],
    [/^(?:was\s+)?in charge of\b/i, () => 'Led'],
    [/^(?:was\s+)?tasked with\s+(\w+ing)\b/i, (m) => GERUND_TO_PAST[m[1]!.toLowerCase()] ?? 'Handled'],
    [/^worked on\b/i, () => 'Contributed to'],
    [/^(?:was\s+)?involved in\b/i, () => 'Contributed to'],
    [/^participated in\b/i, () => 'Contributed to'],
    [/^assisted (?:with|in)\s+(\w+ing)\b/i, (m) => `Helped ${GERUND_TO_PRESENT[m[1]!.toLowerCase()] ?? m[1]!.toLowerCase()}`],
    [/^assisted (?:with|in)\b/i, () => 'Supported'],
    [/^duties (?:included|include)[:\s]*/i, () => 'Handled '],
  ];
  for (const [pattern, replace] of rules) {
    const m = pattern.exec(text);
    if (m) {
      const head = replace(m);
      text = `${capitalise(head.trimEnd())}${head.endsWith(' ') ? '' : ' '}${text.slice(m[0].length).trimStart()}`.replace(
        /\bOwned the the\b/,
        'Owned the',
      );
      if (/^Owned the\s*$/.test(text)) text = bullet.trim();
      break;
    }
  }
  // A finished role reads in the past tense ("Manage reporting" → "Managed reporting"), a current one in the
  // present ("Implementing services" → "Implement services").
  const first = text.split(/\s/)[0] ?? '';
  const lower = first.toLowerCase();
  const verb = current ? GERUND_TO_PRESENT[lower] : (PRESENT_TO_PAST[lower] ?? GERUND_TO_PAST[lower]);
  if (verb && /^[A-Za-z]+$/.test(first)) text = `${capitalise(verb)}${text.slice(first.length)}`;
  text = capitalise(text.replace(/\s+/g, ' ').trim());
  return text.replace(/\.\s*$/, '');
}

/** Whether a bullet starts with a strong verb (or is a present-tense one in a current role). */
export function startsWithActionVerb(bullet: string, current = false): boolean {
  const first = (bullet.trim().split(/\s/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (ACTION_VERB_SET.has(first)) return true;
  return current && (first in PRESENT_TO_PAST || first in GERUND_TO_PRESENT);
}
