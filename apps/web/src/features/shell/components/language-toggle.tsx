import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui';
import { cn } from '@/lib/cn';
import { i18n, useLanguage } from '@/lib/i18n';
import { htmlLang, otherLanguage } from '@/lib/language';
import { notify } from '@/lib/notify';

/** Switches between 中文 and English, stores the choice and confirms with a toast in the new language. */
export function LanguageToggle({ className, testId = 'language-toggle' }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  const { language, toggle } = useLanguage();

  async function onClick() {
    await toggle();
    notify('success', i18n.t('language.switched'));
  }

  return (
    <button
      type="button"
      data-testid={testId}
      onClick={() => void onClick()}
      className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), className)}
    >
      <Languages className="size-4" aria-hidden="true" />
      {/* The visible name is in the language it switches to; the hidden part says what the button does. */}
      <span lang={htmlLang(otherLanguage(language))}>{t('language.toggle')}</span>
      <span className="sr-only"> ({t('language.toggleLabel')})</span>
    </button>
  );
}
