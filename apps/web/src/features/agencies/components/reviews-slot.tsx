import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * REVIEWS SLOT: where the shared reviews component (components/reviews, targetType 'agency', targetKey = slug)
 * goes once the reviews module is merged. Until then it says reviews are coming, rather than pretending.
 */
export function ReviewsSlot({ slug }: { slug: string }) {
  const { t } = useTranslation('agencies');
  return (
    <section aria-labelledby="agency-reviews-title" data-testid="agency-reviews" data-target-key={slug}>
      <h2 id="agency-reviews-title" className="text-lg font-semibold text-slate-900">
        {t('reviews.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5 text-[15px] text-slate-600">
        <MessageSquareText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        {t('reviews.slot')}
      </div>
    </section>
  );
}
