import { formatPence } from '@jobbridge/contracts';
import { BadgeCheck, Copy, Crown, PoundSterling, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card, PageHeading } from '@/components/ui';
import { CardsSkeleton, ErrorState } from '../components/page-states';
import { useReferral, useReferralUpgrade } from '../api/membership';
import { useMembershipText } from '../lib/use-membership-text';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';

/** /app/referral: the link to share, invited and counted friends, total earning, and the one-time upgrade. */
export function ReferralPage() {
  const { t, errorText, date } = useMembershipText();
  const query = useReferral();
  const upgrade = useReferralUpgrade({
    onSuccess: (result) => {
      notify('success', t('referral.upgraded', { date: date(result.expiresAt) }));
    },
    // Failures (not enough referrals, already used, upgrade failed) are toasted by the app's mutation cache.
  });
  const data = query.data;

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('referral.copied'));
    } catch {
      notify('error', t('referral.copyFailed'));
    }
  }

  return (
    <div className="max-w-4xl" data-testid="referral-page">
      <PageHeading title={t('referral.title')} intro={t('referral.intro')} />
      {query.isError ? (
        <ErrorState
          testId="referral-error"
          title={t('states.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <CardsSkeleton cards={2} />
      ) : (
        <div className="space-y-5">
          <Card className="p-5 sm:p-6">
            <label htmlFor="referral-link" className="text-sm font-medium text-slate-700">
              {t('referral.linkLabel')}
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input
                id="referral-link"
                readOnly
                value={data.link}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="referral-link"
                className={cn(
                  'h-11 w-full min-w-0 rounded-xl border border-slate-300 sm:flex-1 bg-slate-50 px-3 font-mono',
                  'text-[15px] text-slate-900 focus:border-primary-600 focus:ring-4 focus:ring-primary-100',
                  'focus:outline-none',
                )}
              />
              <Button
                onClick={() => void copy(data.link)}
                icon={<Copy className="size-4" aria-hidden="true" />}
                data-testid="referral-copy"
              >
                {t('referral.copy')}
              </Button>
            </div>
          </Card>

          <div className="grid gap-4 sm:grid-cols-3">
            <Stat
              icon={<UserPlus className="size-5" aria-hidden="true" />}
              label={t('referral.invited')}
              value={String(data.invited)}
              hint={t('referral.invitedHint')}
              testId="referral-invited"
            />
            <Stat
              icon={<BadgeCheck className="size-5" aria-hidden="true" />}
              label={t('referral.counted')}
              value={String(data.counted)}
              hint={t('referral.countedHint')}
              testId="referral-counted"
            />
            <Stat
              icon={<PoundSterling className="size-5" aria-hidden="true" />}
              label={t('referral.earning')}
              value={formatPence(data.totalEarningPence)}
              hint={t('referral.earningHint')}
              testId="referral-earning"
            />
          </div>

          <Card className="p-5 sm:p-6" data-testid="referral-upgrade">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
                <Crown className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold text-slate-900">{t('referral.upgradeTitle')}</h2>
                <p className="mt-1 text-[15px] text-slate-600">{t('referral.upgradeText')}</p>
                <div className="mt-3 flex items-center gap-3">
                  <div
                    className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                    role="progressbar"
                    aria-label={t('referral.counted')}
                    aria-valuemin={0}
                    aria-valuemax={data.required}
                    aria-valuenow={Math.min(data.counted, data.required)}
                  >
                    <div
                      className="h-full rounded-full bg-primary-600"
                      style={{ width: `${Math.min(100, (data.counted / data.required) * 100)}%` }}
                    />
                  </div>
                  <span className="text-sm text-slate-700 tabular-nums" data-testid="referral-progress">
                    {t('referral.progress', { counted: Math.min(data.counted, data.required), required: data.required })}
                  </span>
                </div>
                <p id="referral-upgrade-state" className="mt-2 text-sm font-medium text-slate-700" data-testid="referral-upgrade-state">
                  {data.upgradeUsed
                    ? t('referral.upgradeUsed')
                    : data.canUpgrade
                      ? t('referral.upgradeReady')
                      : t('referral.upgradeNeedMore', { count: Math.max(1, data.required - data.counted) })}
                </p>
              </div>
              <Button
                size="lg"
                onClick={() => upgrade.mutate()}
                loading={upgrade.isPending}
                // Only with enough counted friends; once used (or just claimed, before the page has reloaded), it
                // cannot be used again (docs/product.md §4).
                disabled={!data.canUpgrade || data.upgradeUsed || upgrade.isSuccess}
                aria-describedby="referral-upgrade-state"
                variant={data.canUpgrade ? 'primary' : 'secondary'}
                data-testid="referral-upgrade-button"
              >
                {t('referral.upgradeButton')}
              </Button>
            </div>
          </Card>

          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t('referral.stepsTitle')}</h2>
            <ol className="mt-3 space-y-2.5">
              {(t('referral.steps', { returnObjects: true }) as string[]).map((step, i) => (
                <li key={i} className="flex items-start gap-3 text-[15px] text-slate-700">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800">
                    {i + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      )}
    </div>
  );
}

function Stat({ icon, label, value, hint, testId }: { icon: ReactNode; label: string; value: string; hint: string; testId: string }) {
  return (
    <Card className="p-5" data-testid={testId}>
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className="text-primary-700">{icon}</span>
        {label}
      </p>
      <p className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="stat-value">
        {value}
      </p>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
    </Card>
  );
}
