import type { Review, ReviewTargetType } from '@jobbridge/contracts';
import { Flag, LogIn, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses, Card, ErrorState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { isFullySignedIn, useAuth } from '@/lib/auth';
import { formatLocalDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useDeleteReview, useReportReview, useReviews, useSaveReview } from '@/lib/reviews';
import { ReviewForm } from './review-form';
import { Stars } from './star-rating';

export interface ReviewsPanelProps {
  targetType: ReviewTargetType;
  /** A company's name (any case) or an agency's slug. */
  targetKey: string;
  /** The target's name as the page shows it, for the headings. */
  targetName?: string;
}

/**
 * Reviews of a company or an agency: the average, how ratings spread, the list (newest first, paged), and the
 * review form for signed-in users; guests are asked to sign in (only signed-in users review).
 */
export function ReviewsPanel({ targetType, targetKey, targetName }: ReviewsPanelProps) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const { level } = useAuth();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const reviews = useReviews(targetType, targetKey, page);
  const save = useSaveReview(targetType, targetKey);
  const remove = useDeleteReview(targetType, targetKey);
  const report = useReportReview(targetType, targetKey);
  const data = reviews.data;
  const signedIn = isFullySignedIn(level);
  // Written by hand as Intl writes it: a page's first Intl date format is a long task on a phone (decision 042).
  const date = (iso: string) => formatLocalDate(iso, language, 'medium');

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4" data-testid="reviews">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        {targetName ? t('headingOf', { name: targetName }) : t('heading')}
      </h2>

      {reviews.isPending ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : reviews.isError || !data ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} retryLabel={t('retry')} />
      ) : (
        <>
          <Card className="grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:p-6">
            <div className="flex flex-col items-start gap-1" data-testid="reviews-summary">
              <p className="text-4xl font-semibold text-slate-900 tabular-nums">{data.average === null ? '–' : data.average.toFixed(1)}</p>
              <Stars
                value={data.average ?? 0}
                label={data.average === null ? t('noRating') : t('averageLabel', { value: data.average.toFixed(1) })}
                size="lg"
              />
              <p className="text-sm text-slate-600">{t('count', { count: data.count })}</p>
            </div>
            <ul className="space-y-1.5 self-center" aria-label={t('distribution')}>
              {[5, 4, 3, 2, 1].map((n) => {
                const c = data.distribution[n - 1] ?? 0;
                return (
                  <li key={n} className="flex items-center gap-3 text-sm text-slate-600">
                    <span className="w-12 shrink-0">{t('starsShort', { count: n })}</span>
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                      <span
                        className="block h-full rounded-full bg-amber-400"
                        style={{ width: data.count ? `${(c / data.count) * 100}%` : 0 }}
                      />
                    </span>
                    <span className="w-8 text-right tabular-nums">{c}</span>
                  </li>
                );
              })}
            </ul>
          </Card>

          <Card className="p-5 sm:p-6">
            {signedIn ? (
              <>
                <h3 className="mb-3 font-semibold text-slate-900">{data.mine ? t('form.editHeading') : t('form.heading')}</h3>
                {data.mine?.hidden && <p className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('hiddenOwn')}</p>}
                <ReviewForm
                  mine={data.mine}
                  saving={save.isPending}
                  onSave={(values) => save.mutateAsync(values)}
                  onDelete={(id) => remove.mutateAsync(id)}
                />
              </>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-4" data-testid="review-sign-in">
                <div className="flex items-start gap-3">
                  <MessageSquareText className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
                  <div>
                    <p className="font-medium text-slate-900">{t('guest.title')}</p>
                    <p className="mt-0.5 text-sm text-slate-600">{t(`guest.body_${targetType}`)}</p>
                  </div>
                </div>
                <Link to={paths.login} state={{ from: location }} className={buttonClasses({ variant: 'secondary' })}>
                  <LogIn className="size-4" aria-hidden="true" />
                  {t('guest.signIn')}
                </Link>
              </div>
            )}
          </Card>

          {data.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-center text-[15px] text-slate-600">
              {page === 1 ? t('empty') : t('emptyPage')}
            </p>
          ) : (
            <ul className="space-y-3" data-testid="review-list">
              {data.items.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  date={date(review.updatedAt)}
                  canReport={signedIn && !review.mine}
                  reporting={report.isPending && report.variables === review.id}
                  onReport={() => {
                    if (window.confirm(t('reportConfirm'))) report.mutate(review.id);
                  }}
                />
              ))}
            </ul>
          )}

          {(page > 1 || data.count > page * data.pageSize) && (
            <nav className="flex items-center justify-between" aria-label={t('pages')}>
              <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                {t('previous')}
              </Button>
              <span className="text-sm text-slate-600">
                {t('pageOf', { page, last: Math.max(1, Math.ceil(data.count / data.pageSize)) })}
              </span>
              <Button variant="secondary" size="sm" disabled={data.count <= page * data.pageSize} onClick={() => setPage((p) => p + 1)}>
                {t('next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function ReviewItem({
  review,
  date,
  canReport,
  reporting,
  onReport,
}: {
  review: Review;
  date: string;
  canReport: boolean;
  reporting: boolean;
  onReport: () => void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="review-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Stars value={review.rating} label={t('ratingLabel', { count: review.rating })} />
          <span className="font-medium text-slate-900">{review.author ?? t('anonymous')}</span>
          {review.mine && <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">{t('mine')}</span>}
        </div>
        <time dateTime={review.updatedAt} className="text-sm text-slate-500">
          {date}
        </time>
      </div>
      {review.text && <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-slate-700">{review.text}</p>}
      {canReport && (
        <div className="mt-2 flex justify-end">
          {review.reported ? (
            <span className="text-xs text-slate-500">{t('reported')}</span>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={onReport}
              loading={reporting}
              icon={<Flag className="size-3.5" aria-hidden="true" />}
            >
              {t('report')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
