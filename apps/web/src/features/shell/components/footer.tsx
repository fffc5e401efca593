import type { SiteInfo } from '@jobbridge/contracts';
import { Database, FlaskConical, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { formatLocalDate, formatNumber } from '@/lib/format';
import type { Language } from '@/lib/language';
import { useSiteInfo } from '@/lib/site';

const links = [
  { to: paths.privacy, key: 'footer.links.privacy' },
  { to: paths.terms, key: 'footer.links.terms' },
  { to: paths.help, key: 'footer.links.help' },
  { to: paths.postJob, key: 'footer.links.postJob' },
  { to: paths.about, key: 'footer.links.about' },
  { to: paths.contact, key: 'footer.links.contact' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" className="mt-auto bg-primary-950 text-slate-300">
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Logo inverted />
            <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.nav')}>
            <ul className="grid grid-cols-2 gap-x-10 gap-y-2.5 sm:grid-cols-3">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-[15px] text-slate-200 hover:text-white hover:underline">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-8 space-y-3 border-t border-white/10 pt-6 text-sm">
          <DataNotice />
        </div>
        <p className="mt-6 text-sm text-slate-400">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/** The truthful data-source notice from /api/site; never claims more than the server reports. */
function DataNotice() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const site = useSiteInfo();

  if (site.isPending) {
    return (
      <div aria-hidden="true" className="space-y-2">
        <Skeleton className="h-4 w-full max-w-xl bg-white/10" />
      </div>
    );
  }
  if (site.isError) {
    return (
      <p className="flex items-start gap-2 text-slate-400" data-testid="footer-data-source">
        <Database className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('footer.siteUnavailable')}
      </p>
    );
  }
  return <DataNoticeBody site={site.data} language={language} />;
}

function DataNoticeBody({ site, language }: { site: SiteInfo; language: Language }) {
  const { t } = useTranslation();
  const { register, demo, claims } = site;
  return (
    <>
      <p className="flex items-start gap-2" data-testid="footer-data-source">
        <Database className="mt-0.5 size-4 shrink-0 text-primary-300" aria-hidden="true" />
        <span>
          {register?.demo
            ? t('footer.demoRegister', { count: register.organisations, organisations: formatNumber(register.organisations, language) })
            : register
              ? t('footer.dataSource', {
                  count: register.organisations,
                  organisations: formatNumber(register.organisations, language),
                  date: formatLocalDate(register.importedAt, language, 'long'),
                })
              : t('footer.registerMissing')}
        </span>
      </p>
      {demo && (
        <p className="flex flex-wrap items-center gap-2" data-testid="footer-demo">
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
            <FlaskConical className="size-3.5" aria-hidden="true" />
            {t('footer.demo')}
          </span>
          <span className="text-slate-300">{t('footer.demoHint')}</span>
        </p>
      )}
      {claims && (
        <p className="flex items-start gap-2" data-testid="footer-claims">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-300" aria-hidden="true" />
          {claims[language]}
        </p>
      )}
    </>
  );
}
