import type { ErrorCode } from '@jobbridge/contracts';
import { Briefcase, MapPin, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, TextField } from '@/components/ui';
import { jobsHref } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { translateError } from '@/lib/translate-error';
import { validateSearch } from './validate-search';

export function SearchForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const keywordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateSearch({ q, location });
    if (!result.ok) {
      setError(result.code);
      keywordRef.current?.focus();
      return;
    }
    setError(null);
    void navigate(jobsHref(result.value));
  }

  const message = error ? translateError(error, language) : undefined;

  return (
    <form
      role="search"
      aria-label={t('home.search.title')}
      noValidate
      onSubmit={onSubmit}
      data-testid="home-search-form"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-primary-900/5 sm:p-5"
    >
      <div className="grid gap-3 md:grid-cols-[1.3fr_1fr_auto] md:items-end">
        <TextField
          ref={keywordRef}
          name="q"
          label={t('home.search.keyword')}
          placeholder={t('home.search.keywordPlaceholder')}
          icon={<Briefcase className="size-5" aria-hidden="true" />}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'home-search-error' : 'home-search-hint'}
          autoComplete="off"
        />
        <TextField
          name="location"
          label={t('home.search.location')}
          placeholder={t('home.search.locationPlaceholder')}
          icon={<MapPin className="size-5" aria-hidden="true" />}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'home-search-error' : 'home-search-hint'}
          autoComplete="address-level2"
        />
        <Button type="submit" size="lg" className="h-12 w-full md:w-auto" icon={<Search className="size-5" aria-hidden="true" />}>
          {t('home.search.submit')}
        </Button>
      </div>
      {message ? (
        <p id="home-search-error" role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {message}
        </p>
      ) : (
        <p id="home-search-hint" className="mt-3 text-sm text-slate-600">
          {t('home.search.hint')}
        </p>
      )}
    </form>
  );
}
