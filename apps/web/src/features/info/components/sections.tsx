import type { Section } from '../lib/content';
import { Blocks } from './blocks';

/** Numbered-free h2 sections with optional h3 sub-cards, separated by rules. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <div>
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={section.id}
          className="mt-10 border-t border-slate-200 pt-8 first:mt-8 first:border-t-0 first:pt-0"
        >
          <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold text-slate-900 sm:text-2xl">
            {section.title}
          </h2>
          {section.body.length > 0 && <Blocks blocks={section.body} className="mt-4" />}
          {section.subsections.length > 0 && (
            <div className="mt-6 space-y-4">
              {section.subsections.map((sub) => (
                <section key={sub.id} aria-labelledby={sub.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
                  <h3 id={sub.id} className="scroll-mt-24 text-lg font-semibold text-slate-900">
                    {sub.title}
                  </h3>
                  <Blocks blocks={sub.body} className="mt-4" termsLayout="columns" />
                </section>
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
