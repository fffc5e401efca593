import type { ResumeItem } from '@jobbridge/contracts';
import { useEffect, useState } from 'react';
import { Badge, Button } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../lib/format';
import { useResumesText } from '../lib/use-resumes-text';

/** At the limit of 3, the user picks the resume the new one takes the place of (docs/product.md §2, §5). */
export function ReplaceDialog({
  open,
  onOpenChange,
  resumes,
  onConfirm,
  busy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resumes: ResumeItem[];
  onConfirm: (resume: ResumeItem) => void;
  busy?: boolean;
}) {
  const { t, language } = useResumesText();
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (open) setPicked(null);
  }, [open]);
  const chosen = resumes.find((r) => r.id === picked);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('replace.title')}
      description={t('replace.text')}
      closeLabel={t('actions.close')}
      className="max-w-lg"
      testId="replace-dialog"
    >
      <fieldset className="mt-4">
        <legend className="sr-only">{t('replace.title')}</legend>
        <ul className="space-y-2">
          {resumes.map((resume) => (
            <li key={resume.id}>
              <label
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                  picked === resume.id ? 'border-primary-600 bg-primary-50' : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="replace-resume"
                  value={resume.id}
                  checked={picked === resume.id}
                  onChange={() => setPicked(resume.id)}
                  className="mt-1 size-4 accent-primary-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{resume.alias}</span>
                    <Badge tone={resume.source === 'builder' ? 'primary' : 'neutral'}>{t(`source.${resume.source}`)}</Badge>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-slate-600">{resume.filename}</span>
                  <span className="block text-sm text-slate-500">
                    {t('list.uploadedAt', { time: formatDateTime(resume.uploadedAt, language) })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('actions.cancel')}
        </Button>
        <Button data-testid="replace-confirm" disabled={!chosen} loading={busy} onClick={() => chosen && onConfirm(chosen)}>
          {t('replace.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
