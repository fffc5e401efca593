import { PLANS, TIER_KEYS, type Membership, type Plan } from '@jobbridge/contracts';
import { CalendarClock, Gift, Layers, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Badge, ButtonLink, Card, PageHeading } from '@/components/ui';
import { paths } from '@/config/paths';
import { CheckoutDialog } from '../components/checkout-dialog';
import { FlashAllowanceCard } from '../components/flash-allowance';
import { CardsSkeleton, ErrorState } from '../components/page-states';
import { PlanCard } from '../components/plan-card';
import { QuotaList } from '../components/quota-list';
import { useMembership } from '@/lib/membership';
import { useMembershipText } from '../lib/use-membership-text';

/** /app/membership: the plan in force with what is left of it, and the three plans with their buy buttons. */
export function MembershipPage() {
  const { t, errorText } = useMembershipText();
  const query = useMembership();
  const [buying, setBuying] = useState<Plan | null>(null);
  const current = query.data;

  return (
    <div data-testid="membership-page">
      <PageHeading title={t('membership.title')} intro={t('membership.intro')}>
        <ButtonLink to={paths.orders} variant="ghost" size="sm" icon={<ReceiptText className="size-4" aria-hidden="true" />}>
          {t('membership.ordersLink')}
        </ButtonLink>
      </PageHeading>
      {query.isError ? (
        <ErrorState
          testId="membership-error"
          title={t('states.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !current ? (
        <CardsSkeleton cards={2} />
      ) : (
        <>
          <CurrentPlan membership={current} />
          {current.flashAllowance && <FlashAllowanceCard allowance={current.flashAllowance} />}
        </>
      )}

      <section className="mt-10" aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-xl font-semibold text-slate-900">
          {t('membership.plansTitle')}
        </h2>
        <p className="mt-1 max-w-2xl text-[15px] text-slate-600">{t('membership.plansIntro')}</p>
        <div className="mt-5 grid gap-4 lg:grid-cols-3">
          {TIER_KEYS.map((key) => (
            <PlanCard
              key={key}
              plan={PLANS[key]}
              current={current?.tier === key}
              onChoose={key === 1 ? undefined : () => setBuying(PLANS[key])}
            />
          ))}
        </div>
        <p className="mt-3 text-sm text-slate-500">{t('plans.oneOff')}</p>
      </section>

      <Card className="mt-8 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-slate-900">{t('membership.referralTitle')}</p>
          <p className="mt-0.5 text-[15px] text-slate-600">{t('membership.referralText')}</p>
        </div>
        <ButtonLink to={paths.referral} variant="secondary">
          {t('membership.referralCta')}
        </ButtonLink>
      </Card>

      <CheckoutDialog plan={buying} onClose={() => setBuying(null)} />
    </div>
  );
}

function CurrentPlan({ membership }: { membership: Membership }) {
  const { t, date } = useMembershipText();
  const plan = PLANS[membership.tier];
  return (
    <Card className="p-5 sm:p-6" data-testid="current-plan">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-500">{t('membership.currentTitle')}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-semibold text-slate-900" data-testid="current-plan-name">
              {t(`plans.${plan.name}`)}
            </span>
            <Badge tone={membership.tier === 1 ? 'neutral' : 'primary'}>{t(`plans.identity.${plan.identity}`)}</Badge>
            {membership.source === 'referral' && (
              <Badge tone="warning" icon={<Gift className="size-3.5" aria-hidden="true" />}>
                {t('membership.fromReferral')}
              </Badge>
            )}
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-[15px] text-slate-700" data-testid="current-plan-expiry">
            <CalendarClock className="size-4 text-slate-500" aria-hidden="true" />
            {membership.expiresAt ? t('membership.expires', { date: date(membership.expiresAt) }) : t('membership.neverExpires')}
          </p>
          {membership.extendedUntil && (
            <p className="mt-1 text-sm text-slate-600">{t('membership.extended', { date: date(membership.extendedUntil) })}</p>
          )}
        </div>
        <p
          className="flex items-center gap-1.5 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700"
          data-testid="current-plan-batches"
        >
          <Layers className="size-4 text-slate-500" aria-hidden="true" />
          {t('membership.batches', { used: membership.usedBatches, total: membership.totalBatches })}
        </p>
      </div>
      <div className="mt-5">
        <QuotaList quotas={membership.quotas} />
      </div>
    </Card>
  );
}
