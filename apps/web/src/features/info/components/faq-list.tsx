import { ChevronDown } from 'lucide-react';
import type { FaqTopic } from '../lib/content';
import { Blocks } from './blocks';
import { focusRing } from './styles';
import { cn } from '@/lib/cn';

/** FAQ topics as h2 sections of <details> disclosures; each question has a stable id for deep links. */
export function FaqList({ topics }: { topics: FaqTopic[] }) {
  return (
    <div className="space-y-10">
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`topic-${topic.id}`}>
          <h2 id={`topic-${topic.id}`} className="scroll-mt-24 text-xl font-semibold text-slate-900 sm:text-2xl">
            {topic.title}
          </h2>
          <ul className="mt-4 space-y-3">
            {topic.items.map((item) => (
              <li key={item.id}>
                <details
                  id={item.id}
                  className="group scroll-mt-24 rounded-xl border border-slate-200 bg-white open:border-primary-200 open:shadow-sm"
                >
                  <summary
                    className={cn(
                      'flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-5 py-4',
                      'font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden',
                      focusRing,
                    )}
                  >
                    <span>{item.q}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <Blocks blocks={item.a} className="border-t border-slate-100 px-5 pt-4 pb-5 text-slate-700" />
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
