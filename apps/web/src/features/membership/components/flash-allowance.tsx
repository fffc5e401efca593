import { PLANS, TIER_KEYS, TIERS, type FlashAllowance } from '@jobbridge/contracts';
import { MailCheck } from 'lucide-react';
import { Card } from '@/components/ui';
import { useMembershipText } from '../lib/use-membership-text';

/**
 * Flash Apply's cover letters per plan (with the reader's use) and the daily sending caps every plan shares
 * (decision 052: letters cost a model call, and every account sends through one Google client).
 */
export function FlashAllowanceCard({ allowance }: { allowance: FlashAllowance }) {
  const { t, date } = useMembershipText();
  const { letters, daily } = allowance;
  return (
    <Card className="mt-4 p-5 sm:p-6" data-testid="flash-allowance">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <MailCheck className="size-5 text-primary-600" aria-hidden="true" />
        {t('flashAllowance.title')}
      </p>
      <p className="mt-2 text-[15px] text-slate-700" data-testid="flash-allowance-letters">
        {letters.limit === null
          ? t('flashAllowance.lettersUnlimited', { used: letters.used, perHour: letters.perHour })
          : t('flashAllowance.lettersLeft', { remaining: letters.remaining, limit: letters.limit, date: date(letters.resetsAt) })}
      </p>
      <ul className="mt-2 list-inside list-disc text-sm text-slate-600">
        {TIER_KEYS.map((key) => (
          <li key={key}>
            {t(`plans.${PLANS[key].name}`)}
            {': '}
            {TIERS[key].letters === null
              ? t('flashAllowance.planUnlimited', { perHour: letters.perHour })
              : t(key === 1 ? 'flashAllowance.planLettersMonth' : 'flashAllowance.planLettersMembership', { count: TIERS[key].letters })}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600" data-testid="flash-allowance-daily">
        {t('flashAllowance.daily', { emails: daily.emails, recipients: daily.recipients, perCompany: daily.perCompany })}
      </p>
    </Card>
  );
}
