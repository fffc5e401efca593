import { RESUME_TEMPLATE_NAMES, type ResumeTemplate } from '@jobbridge/contracts';
import { Check, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useResumesText } from '../lib/use-resumes-text';

/** The four templates (docs/product.md §1: Modern Pro, Executive, Creative, Academic); those the plan does not include show an upgrade hint. */
export function TemplatePicker({
  value,
  onChange,
  templates,
}: {
  value: ResumeTemplate;
  onChange: (template: ResumeTemplate) => void;
  templates: { id: ResumeTemplate; available: boolean }[];
}) {
  const { t } = useResumesText();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('templates.title')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {templates.map(({ id, available }) => {
          const selected = value === id;
          return (
            <label
              key={id}
              data-testid={`template-${id}`}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-xl border p-3 text-left transition-colors',
                'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary-100',
                selected ? 'border-primary-600 bg-primary-50' : 'border-slate-200 bg-white hover:border-slate-300',
                !available && 'cursor-not-allowed bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="template"
                value={id}
                checked={selected}
                disabled={!available}
                onChange={() => onChange(id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className={cn('font-medium', available ? 'text-slate-900' : 'text-slate-500')}>{RESUME_TEMPLATE_NAMES[id]}</span>
                {selected && <Check className="size-4 text-primary-700" aria-hidden="true" />}
                {!available && <Lock className="size-4 text-slate-500" aria-hidden="true" />}
              </span>
              <span className="mt-0.5 text-xs text-slate-600">{t(`templates.${id}`)}</span>
              {!available && (
                <Link to={paths.membership} className="mt-1.5 text-xs font-medium text-primary-700 underline-offset-2 hover:underline">
                  {t('templates.upgrade')}
                </Link>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
