import { formatPence, RESUME_TEMPLATES, type Plan } from '@jobbridge/contracts';
import { Check, Crown, Sparkles } from 'lucide-react';
import { Badge, Button, Card } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useMembershipText } from '../lib/use-membership-text';

/** One plan: name, identity, price, the tier table's numbers as benefits, and its buy button. */
export function PlanCard({ plan, current, onChoose }: { plan: Plan; current: boolean; onChoose?: () => void }) {
  const { t } = useMembershipText();
  const highlighted = plan.key === 2;
  const name = t(`plans.${plan.name}`);
  return (
    <Card
      className={cn('flex flex-col p-5 sm:p-6', highlighted && 'border-primary-300 ring-1 ring-primary-200', current && 'bg-primary-50/40')}
      data-testid={`plan-${plan.key}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        <Badge
          tone={plan.key === 1 ? 'neutral' : 'primary'}
          icon={plan.key === 3 ? <Crown className="size-3.5" aria-hidden="true" /> : undefined}
        >
          {t(`plans.identity.${plan.identity}`)}
        </Badge>
        {current ? (
          <Badge tone="success" icon={<Check className="size-3.5" aria-hidden="true" />}>
            {t('plans.current')}
          </Badge>
        ) : (
          highlighted && (
            <Badge tone="warning" icon={<Sparkles className="size-3.5" aria-hidden="true" />}>
              {t('plans.recommended')}
            </Badge>
          )
        )}
      </div>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid="plan-price">
          {plan.pricePence === 0 ? t('plans.free') : formatPence(plan.pricePence)}
        </span>
        {plan.pricePence > 0 && <span className="text-sm text-slate-600">/ {t('plans.perPeriod')}</span>}
      </p>
      <ul className="mt-4 flex-1 space-y-2.5 text-[15px] text-slate-700">
        {plan.benefits.map(({ feature, value }) => (
          <li key={feature} className="flex items-start gap-2" data-testid={`benefit-${feature}`}>
            <Check className={cn('mt-1 size-4 shrink-0', value === 0 ? 'text-slate-300' : 'text-emerald-600')} aria-hidden="true" />
            <span className={value === 0 ? 'text-slate-500' : undefined}>{benefitText(feature, value, t)}</span>
          </li>
        ))}
      </ul>
      {onChoose ? (
        <Button
          className="mt-6 w-full"
          variant={highlighted ? 'primary' : current ? 'secondary' : 'primary'}
          onClick={onChoose}
          data-testid={`choose-plan-${plan.key}`}
        >
          {current ? t('plans.extend') : t('plans.choose', { plan: name })}
        </Button>
      ) : (
        <p className="mt-6 rounded-xl bg-slate-100 px-4 py-2.5 text-center text-sm text-slate-600">{t('plans.included')}</p>
      )}
    </Card>
  );
}

/**
 * One benefit line. Counts agree in number ("1 resume profile"); a template allowance above the templates the
 * builder has reads "All resume templates": no number to contradict the tier table's 8, and no promise of
 * templates that do not exist.
 */
function benefitText(feature: string, value: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (feature === 'helper' && value === 0) return t('benefits.helperNone');
  if (feature === 'resume' && value >= RESUME_TEMPLATES.length) return t('benefits.resumeAll');
  return t(`benefits.${feature}`, { value, count: value });
}
