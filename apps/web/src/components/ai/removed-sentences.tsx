import type { AiRemovedClaim } from '@jobbridge/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What the claims guard took out of generated text, sentence by sentence, each with why (decision 050). An entry
 * that is only a claim (a letter written before sentences were reported) is listed as it is.
 */
export function RemovedSentences({ removed, testId }: { removed: (string | AiRemovedClaim)[]; testId?: string }) {
  const { t, i18n } = useTranslation('ai');
  if (removed.length === 0) return null;
  const bySentence = new Map<string, string[]>();
  for (const r of removed) {
    const sentence = typeof r === 'string' ? r : r.sentence;
    const why = typeof r === 'string' ? '' : t(`removed.why.${r.kind}`, { claim: r.claim });
    const list = bySentence.get(sentence) ?? [];
    if (why && !list.includes(why)) list.push(why);
    bySentence.set(sentence, list);
  }
  return (
    <div className="mt-2 flex gap-2 rounded-lg bg-sky-50 p-2.5 text-sm text-sky-950 ring-1 ring-sky-200" data-testid={testId}>
      <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
      <div className="min-w-0">
        <p>{t('removed.title', { count: bySentence.size })}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sky-900">
          {[...bySentence.entries()].map(([sentence, why]) => (
            <li key={sentence} className="break-words">
              <q className="whitespace-pre-line">{sentence}</q>
              {why.length > 0 && <span className="block text-sky-800/90">{why.join(i18n.language === 'cn' ? '' : ' ')}</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
