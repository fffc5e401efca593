import type { Review } from '@jobbridge/contracts';
import { errorMessage } from '@jobbridge/contracts/core';
import { REVIEW_TEXT_MAX } from '@jobbridge/contracts/values';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';
import { StarInput } from './star-rating';
import { cn } from '@/lib/cn';

const textareaClass = cn(
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base leading-relaxed text-slate-900 placeholder:text-slate-500',
  'hover:border-slate-400 focus:border-primary-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
);

export interface ReviewFormProps {
  /** The caller's review of this target, to edit; null for a new one. */
  mine: Review | null;
  onSave: (values: { rating: number; text: string }) => Promise<unknown>;
  onDelete?: (id: string) => Promise<unknown>;
  saving?: boolean;
}

/** Write or edit one's review: a rating must be chosen (docs/product.md §8), the text is optional. */
export function ReviewForm({ mine, onSave, onDelete, saving = false }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const { language } = useLanguage();
  const textId = useId();
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [text, setText] = useState(mine?.text ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The form follows the stored review (saved, edited elsewhere, deleted) without being remounted, so the
  // "saved" note survives the list's refetch that brings the new review back.
  const storedRating = mine?.rating ?? null;
  const storedText = mine?.text ?? '';
  useEffect(() => {
    setRating(storedRating);
    setText(storedText);
  }, [storedRating, storedText]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    if (rating === null) {
      setRatingError(errorMessage('REVIEW_RATING_REQUIRED', language));
      return;
    }
    try {
      await onSave({ rating, text });
      setSaved(true);
    } catch (error) {
      setFailure(translateError(error, language));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" data-testid="review-form">
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n);
          setRatingError(undefined);
          setSaved(false);
        }}
        legend={t('form.rating')}
        labelFor={(n) => t(`form.stars.${n}`)}
        error={ratingError}
      />
      <div>
        <label htmlFor={textId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('form.text')}
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
          placeholder={t('form.placeholder')}
          className={textareaClass}
        />
        <p className="mt-1 text-right text-xs text-slate-500">{t('form.count', { length: text.length, max: REVIEW_TEXT_MAX })}</p>
      </div>
      {failure && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {failure}
        </p>
      )}
      {saved && (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('form.saved')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving}>
          {mine ? t('form.update') : t('form.submit')}
        </Button>
        {mine && onDelete && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              if (window.confirm(t('form.deleteConfirm')))
                void onDelete(mine.id).then(
                  () => {
                    setRating(null);
                    setText('');
                    setSaved(false);
                  },
                  (error: unknown) => setFailure(translateError(error, language)),
                );
            }}
          >
            {t('form.delete')}
          </Button>
        )}
      </div>
    </form>
  );
}
