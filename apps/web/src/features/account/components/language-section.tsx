import { LANGUAGES, type Language, type Me } from '@jobbridge/contracts';
import { Check, Languages } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { changeLanguage, i18n } from '@/lib/i18n';
import { htmlLang } from '@/lib/language';
import { useUpdateAccount } from '../api/account';
import { useAccountText } from '../lib/use-account-text';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';

/** Each language's name in itself, for the choice; sentences name languages in the reader's language (`language.names`). */
const NATIVE_NAMES: Record<Language, string> = { cn: '中文', en: 'English' };

/**
 * The site's language (this browser, stored under `language`) and the account's (emails). Choosing one sets
 * both. The header's quick toggle changes only this browser, so the two can differ: then a hint offers to
 * bring the emails in line.
 */
export function LanguageSection({ user }: { user: Me }) {
  const { t, language } = useAccountText();
  const { refresh } = useAuth();
  const groupLabel = useId();
  const hintId = useId();

  const save = useUpdateAccount({
    onSuccess: async (me) => {
      notify('success', i18n.getFixedT(me.language, 'account')('language.saved'));
      await refresh();
    },
  });

  async function choose(next: Language) {
    if (save.isPending) return;
    if (next !== language) await changeLanguage(next);
    if (next !== user.language) save.mutate({ language: next });
    else notify('success', i18n.getFixedT(next, 'account')('language.saved'));
  }

  const mismatch = user.language !== language && !save.isPending;
  return (
    <SectionCard
      id="language"
      icon={Languages}
      title={t('language.title')}
      description={t('language.description')}
      testId="settings-language"
    >
      <div
        role="radiogroup"
        aria-labelledby={groupLabel}
        aria-describedby={mismatch ? undefined : hintId}
        className="grid gap-3 sm:grid-cols-2"
      >
        <span id={groupLabel} className="sr-only">
          {t('language.label')}
        </span>
        {LANGUAGES.map((code) => {
          const checked = code === language;
          return (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={checked}
              data-testid={`language-${code}`}
              disabled={save.isPending}
              onClick={() => void choose(code)}
              onKeyDown={(event) => {
                if (['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'].includes(event.key)) {
                  event.preventDefault();
                  const other = code === 'cn' ? 'en' : 'cn';
                  event.currentTarget.parentElement?.querySelector<HTMLElement>(`[data-testid="language-${other}"]`)?.focus();
                  void choose(other);
                }
              }}
              tabIndex={checked ? 0 : -1}
              className={cn(
                'flex h-14 items-center justify-between rounded-xl border px-4 text-left text-base transition-colors disabled:opacity-60',
                checked
                  ? 'border-primary-600 bg-primary-50 font-semibold text-primary-900 ring-1 ring-primary-600'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <span lang={htmlLang(code)}>{NATIVE_NAMES[code]}</span>
              {checked && <Check className="size-5 text-primary-700" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      {!mismatch && (
        <p id={hintId} className="mt-3 text-sm text-slate-500">
          {t('language.emailsIn', { language: t(`language.names.${user.language}`) })}
        </p>
      )}
      {mismatch && (
        <div
          className="mt-3 flex flex-col gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
          data-testid="language-mismatch"
        >
          <span>{t('language.mismatch', { site: t(`language.names.${language}`), emails: t(`language.names.${user.language}`) })}</span>
          <Button size="sm" variant="secondary" onClick={() => save.mutate({ language })}>
            {t('language.useForEmails', { language: t(`language.names.${language}`) })}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
