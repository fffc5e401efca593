import { Construction, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, ButtonLink, Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export interface BeingBuiltProps {
  title: string;
  text?: string;
  /** Extra content under the text, e.g. the echoed search. */
  children?: ReactNode;
  action?: { to: string; label: string; icon?: ReactNode };
  /** Inside a layout that already has its own column (the dashboard): no outer spacing, aligned left. */
  embedded?: boolean;
}

/** The honest panel for pages that later work builds: the page's name, a short note, one way onward. */
export function BeingBuilt({ title, text, children, action, embedded = false }: BeingBuiltProps) {
  const { t } = useTranslation();
  const link = action ?? {
    to: paths.jobs,
    label: t('actions.searchJobs'),
    icon: <Search className="size-4" aria-hidden="true" />,
  };
  return (
    <div className={embedded ? 'w-full' : 'mx-auto w-full max-w-[1200px] px-4 py-10 sm:px-6 sm:py-16'}>
      <Card className={cn('max-w-2xl p-6 sm:p-10', !embedded && 'mx-auto')} data-testid="being-built">
        <div className="flex size-12 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <Construction className="size-6" aria-hidden="true" />
        </div>
        <Badge tone="warning" className="mt-5">
          {t('beingBuilt.badge')}
        </Badge>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600">{text ?? t('beingBuilt.text')}</p>
        {children}
        <div className="mt-8">
          <ButtonLink to={link.to} icon={link.icon}>
            {link.label}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
