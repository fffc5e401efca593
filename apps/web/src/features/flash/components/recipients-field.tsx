import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui';
import { isEmail, splitEmails } from '../lib/emails';
import { useFlashText } from '../lib/use-flash-text';
import { fieldClass } from './resume-picker';

/** Recipients as chips: add by Enter, comma or the button (validated, at most `max`), remove with ×. */
export function RecipientsField({
  value,
  max,
  onChange,
  error,
}: {
  value: string[];
  max: number;
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { t } = useFlashText();
  const id = useId();
  const [text, setText] = useState('');
  // What is wrong with the typed text (words chosen at render, so they follow a language switch).
  const [problem, setProblem] = useState<'invalid' | 'tooMany' | null>(null);

  const add = () => {
    const typed = splitEmails(text);
    if (typed.length === 0) return;
    const bad = typed.find((address) => !isEmail(address));
    if (bad) {
      setProblem('invalid');
      return;
    }
    const next = [...value];
    for (const address of typed) if (!next.some((a) => a.toLowerCase() === address.toLowerCase())) next.push(address);
    if (next.length > max) {
      setProblem('tooMany');
      return;
    }
    setProblem(null);
    setText('');
    onChange(next);
  };

  const shown = problem === 'invalid' ? t('recipient.invalid') : problem === 'tooMany' ? t('recipient.tooMany', { count: max }) : error;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {t('edit.recipients')} <span className="font-normal text-slate-500">({t('edit.recipientsCap', { count: value.length, max })})</span>
      </label>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" data-testid="flash-recipients">
          {value.map((address) => (
            <li
              key={address}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm text-primary-900 ring-1 ring-primary-200"
            >
              <span className="truncate">{address}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-primary-100 focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:outline-none"
                aria-label={t('recipient.removeOne', { address })}
                onClick={() => onChange(value.filter((a) => a !== address))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          className={fieldClass}
          placeholder={t('recipient.placeholder')}
          value={text}
          disabled={value.length >= max}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={add}
        />
        <Button variant="secondary" onClick={add} disabled={value.length >= max} icon={<Plus className="size-4" aria-hidden="true" />}>
          {t('recipient.add')}
        </Button>
      </div>
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-rose-700">
          {shown}
        </p>
      )}
    </div>
  );
}
