import { QUOTA_FEATURES, RESUME_TEMPLATES, TIERS, type Quota } from '@jobbridge/contracts';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import cn from '@/locales/cn/membership.json';
import en from '@/locales/en/membership.json';
import { QuotaList } from './quota-list';

/** The membership page's quotas, as GET /api/app/membership sends them: the tier table's words (Premium here). */
const tier = TIERS[3];
const counted = new Set(['helper', 'flash', 'totaljobs']);
const quotas: Quota[] = QUOTA_FEATURES.map((feature) =>
  counted.has(feature)
    ? { feature, kind: 'month', limit: tier[feature], used: 1, remaining: tier[feature] - 1, resetsAt: '2026-12-01T00:00:00.000Z' }
    : { feature, kind: 'standing', limit: tier[feature], used: null, remaining: tier[feature], resetsAt: null },
);

async function renderIn(lng: 'cn' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { cn: { membership: cn }, en: { membership: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QuotaList quotas={quotas} />
    </I18nextProvider>,
  );
}

describe('QuotaList', () => {
  it.each(['cn', 'en'] as const)('names every quota feature in %s (no raw keys)', async (lng) => {
    await renderIn(lng);
    const texts = lng === 'cn' ? cn.quotas : en.quotas;
    for (const feature of QUOTA_FEATURES) {
      const item = screen.getByTestId(`quota-${feature}`);
      expect(within(item).getByText(texts[feature])).toBeTruthy();
    }
  });

  it('shows counted features as what is left, and resume templates no higher than the builder has', async () => {
    await renderIn('en');
    expect(within(screen.getByTestId('quota-totaljobs')).getByTestId('quota-value').textContent).toBe(
      `${tier.totaljobs - 1} of ${tier.totaljobs} left`,
    );
    expect(within(screen.getByTestId('quota-resume')).getByTestId('quota-value').textContent).toBe(
      `Up to ${Math.min(tier.resume, RESUME_TEMPLATES.length)}`,
    );
  });
});
