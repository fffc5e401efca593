import { ChevronDown, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface FaqItem {
  q: string;
  a: string[];
}

const LINKS = [
  { key: 'skilledWorker', href: 'https://www.gov.uk/skilled-worker-visa' },
  { key: 'register', href: 'https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers' },
  { key: 'agencyRights', href: 'https://www.gov.uk/agency-workers-your-rights' },
  { key: 'report', href: 'https://www.gov.uk/government/organisations/employment-agency-standards-inspectorate' },
] as const;

/** Using an agency on a sponsored visa: the UK rules people ask about, each answer behind its question. */
export function AgencyFaq() {
  const { t } = useTranslation('agencies');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <section id="faq" aria-labelledby="agency-faq-title" className="scroll-mt-24" data-testid="agency-faq">
      <h2 id="agency-faq-title" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        {t('faq.title')}
      </h2>
      <p className="mt-1.5 text-[15px] text-slate-600">{t('faq.intro')}</p>
      <div className="mt-5 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {items.map((item, i) => (
          <details key={item.q} className="group" open={i === 0}>
            <summary
              className={cn(
                'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left',
                'font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4',
                'focus-visible:ring-inset focus-visible:ring-primary-100 [&::-webkit-details-marker]:hidden',
              )}
            >
              {item.q}
              <ChevronDown className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="space-y-2 px-5 pb-5 text-[15px] leading-relaxed text-slate-700">
              {item.a.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <div className="mt-4">
        <p className="text-sm font-medium text-slate-700">{t('faq.sources')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {LINKS.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-primary-700 underline-offset-2 hover:underline"
              >
                {t(`faq.links.${link.key}`)}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
