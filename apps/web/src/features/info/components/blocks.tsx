import { Info } from 'lucide-react';
import type { Block } from '../lib/content';
import { ContactEmail } from './contact-email';
import { RegisterFacts } from './register-facts';
import { RichText } from './rich-text';

export type TermsLayout = 'stack' | 'columns';

function BlockView({ block, termsLayout }: { block: Block; termsLayout: TermsLayout }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText>{block}</RichText>
      </p>
    );
  }
  if (Array.isArray(block)) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-primary-400">
        {block.map((item, i) => (
          <li key={i} className="pl-1">
            <RichText>{item}</RichText>
          </li>
        ))}
      </ul>
    );
  }
  if ('steps' in block) {
    return (
      <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-primary-700">
        {block.steps.map((item, i) => (
          <li key={i} className="pl-1">
            <RichText>{item}</RichText>
          </li>
        ))}
      </ol>
    );
  }
  if ('note' in block) {
    return (
      <div className="flex gap-3 rounded-lg border border-primary-100 bg-primary-50 px-4 py-3 text-primary-900">
        <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-600" />
        <p>
          <RichText>{block.note}</RichText>
        </p>
      </div>
    );
  }
  if ('terms' in block && termsLayout === 'columns') {
    // Short labels beside their values (the "what / why / lawful basis / how long" cards).
    return (
      <dl className="space-y-3 sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-6 sm:gap-y-3 sm:space-y-0">
        {block.terms.map((t, i) => (
          <div key={i} className="sm:contents">
            <dt className="text-sm font-semibold text-slate-500 sm:pt-0.5">
              <RichText>{t.term}</RichText>
            </dt>
            <dd className="mt-0.5 text-slate-700 sm:mt-0">
              <RichText>{t.desc}</RichText>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('terms' in block) {
    return (
      <dl className="space-y-3">
        {block.terms.map((t, i) => (
          <div key={i}>
            <dt className="font-semibold text-slate-900">
              <RichText>{t.term}</RichText>
            </dt>
            <dd className="mt-0.5 text-slate-700">
              <RichText>{t.desc}</RichText>
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('contact' in block) return <ContactEmail />;
  return <RegisterFacts />;
}

/** The body of a section or an answer: paragraphs, lists, notes and definition lists, evenly spaced. */
export function Blocks({
  blocks,
  className = '',
  termsLayout = 'stack',
}: {
  blocks: Block[];
  className?: string;
  termsLayout?: TermsLayout;
}) {
  return (
    <div className={`space-y-4 ${className}`}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} termsLayout={termsLayout} />
      ))}
    </div>
  );
}
