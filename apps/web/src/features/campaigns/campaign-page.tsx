import type { Campaign } from '@jobbridge/contracts';
import {
  ArrowRight,
  BellRing,
  Check,
  Copy,
  FileText,
  House,
  KeyRound,
  Mail,
  SearchX,
  ShieldCheck,
  Sparkles,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge, Button, ButtonLink, Card, Skeleton } from '@/components/ui';
import { aiAssistantHref, paths } from '@/config/paths';
import { isApiError } from '@/lib/http';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';
import { useCampaign } from './api/campaign';
import { copyText } from './copy-text';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';

const perks: { key: string; icon: LucideIcon }[] = [
  { key: 'sponsor', icon: ShieldCheck },
  { key: 'ai', icon: FileText },
  { key: 'flash', icon: Mail },
];

/** /campaign/:campaignId: beta launch with a code to copy, coming soon, or not found. */
export function CampaignPage() {
  const { t } = useTranslation('auth');
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);

  useEffect(() => {
    const name = campaign.data?.status === 'active' ? t('campaign.beta.title') : t('campaign.pageTitle');
    document.title = `${name} · ${t('campaign.brand')}`;
  }, [campaign.data?.status, t]);

  if (campaign.isPending) return <CampaignSkeleton />;
  if (campaign.isError) {
    if (isApiError(campaign.error) && campaign.error.status === 404) return <NotFound />;
    return <LoadError error={campaign.error} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  }
  if (campaign.data.status === 'active' && campaign.data.code) return <BetaLaunch campaign={campaign.data} code={campaign.data.code} />;
  if (campaign.data.status === 'coming_soon') return <ComingSoon campaign={campaign.data} />;
  return <NotFound />;
}

function Frame({ children, testId, state }: { children: ReactNode; testId: string; state: string }) {
  return (
    <div className="relative flex-1 overflow-hidden" data-testid={testId} data-state={state}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-primary-50 to-transparent"
      />
      <div className="relative mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">{children}</div>
    </div>
  );
}

function BetaLaunch({ campaign, code }: { campaign: Campaign; code: string }) {
  const { t } = useTranslation('auth');
  const { level } = useAuth();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  async function onCopy() {
    if (await copyText(code)) {
      setCopied(true);
      notify('success', t('campaign.copied'), { toastId: 'campaign-copied' });
    } else {
      notify('error', t('campaign.copyFailed'), { toastId: 'campaign-copy-failed' });
    }
  }

  return (
    <Frame testId="campaign-page" state="active">
      <div className="text-center">
        <Badge tone="primary" icon={<Sparkles className="size-3.5" aria-hidden="true" />}>
          {campaign.name}
        </Badge>
        <h1 className="mt-4 text-[30px] leading-tight font-semibold tracking-tight text-slate-900 sm:text-[40px]">
          {t('campaign.beta.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">{t('campaign.beta.lead')}</p>
      </div>

      <Card className="mx-auto mt-10 max-w-lg p-6 text-center sm:p-8">
        <p className="text-sm font-medium text-slate-600" id="campaign-code-label">
          {t('campaign.beta.codeLabel')}
        </p>
        <div className="mt-3 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <output
            aria-labelledby="campaign-code-label"
            data-testid="campaign-code"
            className={cn(
              'flex h-16 flex-1 items-center justify-center rounded-xl border-2 border-dashed',
              'border-primary-300 bg-primary-50 font-mono text-[28px] font-semibold tracking-[0.2em]',
              'text-primary-900 select-all sm:text-[32px]',
            )}
          >
            {code}
          </output>
          <Button
            size="lg"
            variant="secondary"
            className="h-12 sm:h-16 sm:w-36"
            onClick={() => void onCopy()}
            data-testid="campaign-copy"
            icon={
              copied ? <Check className="size-5 text-emerald-600" aria-hidden="true" /> : <Copy className="size-5" aria-hidden="true" />
            }
          >
            {copied ? t('campaign.copied') : t('campaign.copy')}
          </Button>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-slate-500">{t('campaign.beta.codeHint')}</p>
        <div className="mt-6 flex flex-col gap-3">
          {level === 0 && (
            <>
              <ButtonLink
                to={paths.signup}
                size="lg"
                icon={<UserPlus className="size-5" aria-hidden="true" />}
                data-testid="campaign-signup"
              >
                {t('campaign.beta.signup')}
              </ButtonLink>
              <ButtonLink to={paths.login} state={{ from: paths.activationCode }} variant="ghost">
                {t('campaign.beta.haveAccount')}
              </ButtonLink>
            </>
          )}
          {(level === 1 || level === 2) && (
            <ButtonLink
              to={paths.activationCode}
              size="lg"
              icon={<KeyRound className="size-5" aria-hidden="true" />}
              data-testid="campaign-enter-code"
            >
              {t('campaign.beta.enterCode')}
            </ButtonLink>
          )}
          {isFullySignedIn(level) && (
            <ButtonLink to={aiAssistantHref} size="lg" icon={<ArrowRight className="size-5" aria-hidden="true" />}>
              {t('campaign.beta.dashboard')}
            </ButtonLink>
          )}
        </div>
      </Card>

      <section aria-labelledby="campaign-perks" className="mt-12">
        <h2 id="campaign-perks" className="text-center text-lg font-semibold text-slate-900">
          {t('campaign.beta.perksTitle')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {perks.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full p-5">
                <div className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
                  <Icon className="size-5" aria-hidden="true" />
                </div>
                <h3 className="mt-3 font-semibold text-slate-900">{t(`campaign.beta.perks.${key}.title`)}</h3>
                <p className="mt-1 text-[15px] leading-relaxed text-slate-600">{t(`campaign.beta.perks.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <ol className="mx-auto mt-10 max-w-lg space-y-3">
          {(['one', 'two', 'three'] as const).map((step, index) => (
            <li key={step} className="flex gap-3 text-[15px] text-slate-700">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`campaign.beta.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </Frame>
  );
}

function ComingSoon({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('auth');
  return (
    <Frame testId="campaign-page" state="coming-soon">
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <BellRing className="size-7" aria-hidden="true" />
        </div>
        <Badge tone="warning" className="mt-5">
          {campaign.name}
        </Badge>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900 sm:text-[28px]">{t('campaign.soon.title')}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">{t('campaign.soon.text')}</p>
        <div className="mt-7 flex flex-col gap-3">
          <ButtonLink to={paths.jobs} size="lg">
            {t('campaign.soon.search')}
          </ButtonLink>
          <ButtonLink to={paths.home} variant="ghost" icon={<House className="size-5" aria-hidden="true" />}>
            {t('actions.home')}
          </ButtonLink>
        </div>
      </Card>
    </Frame>
  );
}

function NotFound() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  return (
    <Frame testId="campaign-page" state="not-found">
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <SearchX className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{translateError('CAMPAIGN_NOT_FOUND', language)}</h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">{t('campaign.notFound.text')}</p>
        <div className="mt-7">
          <ButtonLink to={paths.home} size="lg" className="w-full" icon={<House className="size-5" aria-hidden="true" />}>
            {t('actions.home')}
          </ButtonLink>
        </div>
      </Card>
    </Frame>
  );
}

function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  return (
    <Frame testId="campaign-page" state="error">
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-10" role="alert">
        <h1 className="text-xl font-semibold text-slate-900">{t('campaign.errorTitle')}</h1>
        <p className="mt-2 text-[15px] text-slate-600">{translateError(error, language)}</p>
        <Button className="mt-6" onClick={onRetry} loading={retrying}>
          {t('actions.retry')}
        </Button>
      </Card>
    </Frame>
  );
}

function CampaignSkeleton() {
  const { t } = useTranslation('auth');
  return (
    <Frame testId="campaign-page" state="loading">
      <div role="status" aria-busy="true" className="flex flex-col items-center">
        <span className="sr-only">{t('campaign.loading')}</span>
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="mt-5 h-10 w-3/4 max-w-md" />
        <Skeleton className="mt-4 h-4 w-full max-w-lg" />
        <Skeleton className="mt-2 h-4 w-2/3 max-w-md" />
        <Skeleton className="mt-10 h-56 w-full max-w-lg rounded-2xl" />
      </div>
    </Frame>
  );
}
