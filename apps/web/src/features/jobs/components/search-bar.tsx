import { Briefcase, History, MapPin, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@/components/ui';
import { formatRelative } from '../lib/format';
import { hasQuery } from '../lib/search-params';
import { useSearchHistory } from '../lib/use-search-history';
import { useJobsText } from '../lib/use-jobs-text';
import { cn } from '@/lib/cn';

export interface SearchBarProps {
  q: string;
  location: string;
  onSearch: (query: { q: string; location: string }) => void;
}

/**
 * Keyword and location (docs/product.md §5: one of them is needed), with the last 20 searches under it while it has
 * focus: a click runs one again; "Clear history" forgets them.
 */
export function SearchBar({ q, location, onSearch }: SearchBarProps) {
  const { t, language, errorText } = useJobsText();
  const history = useSearchHistory();
  const [keyword, setKeyword] = useState(q);
  const [place, setPlace] = useState(location);
  const [error, setError] = useState(false);
  const [open, setOpen] = useState(false);
  const keywordRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const historyId = useId();

  // The URL is the source of truth: Back, a history click or a shared link changes the fields.
  useEffect(() => {
    setKeyword(q);
    setPlace(location);
  }, [q, location]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = { q: keyword.trim(), location: place.trim() };
    if (!hasQuery(query)) {
      setError(true);
      keywordRef.current?.focus();
      return;
    }
    setError(false);
    setOpen(false);
    onSearch(query);
  }

  const entries = history.entries;
  const showHistory = open && entries.length > 0;
  const describedBy = error ? 'jobs-search-error' : undefined;

  return (
    // The wrapper only hears focus and keys bubbling up from the input and the history list inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapperRef}
      className="relative"
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <form role="search" aria-label={t('search.formLabel')} noValidate onSubmit={submit} data-testid="jobs-search-form">
        <div className="grid gap-3 md:grid-cols-[1.4fr_1fr_auto] md:items-end">
          <TextField
            ref={keywordRef}
            name="q"
            label={t('search.keyword')}
            placeholder={t('search.keywordPlaceholder')}
            icon={<Briefcase className="size-5" aria-hidden="true" />}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              if (error) setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={describedBy}
            // With a history to show, the field opens a popup of past searches: a combobox (a plain text field may
            // not say whether something is expanded).
            role={entries.length ? 'combobox' : undefined}
            aria-haspopup={entries.length ? 'dialog' : undefined}
            aria-controls={showHistory ? historyId : undefined}
            aria-expanded={entries.length ? showHistory : undefined}
            autoComplete="off"
            data-testid="search-keyword"
          />
          <TextField
            name="location"
            label={t('search.location')}
            placeholder={t('search.locationPlaceholder')}
            icon={<MapPin className="size-5" aria-hidden="true" />}
            value={place}
            onChange={(event) => {
              setPlace(event.target.value);
              if (error) setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={describedBy}
            autoComplete="address-level2"
            data-testid="search-location"
          />
          <Button
            type="submit"
            size="lg"
            className="h-12 w-full md:w-auto"
            icon={<Search className="size-5" aria-hidden="true" />}
            data-testid="search-submit"
          >
            {t('search.submit')}
          </Button>
        </div>
        {error && (
          <p id="jobs-search-error" role="alert" data-testid="search-error" className="mt-2 text-sm font-medium text-rose-700">
            {errorText('SEARCH_QUERY_REQUIRED')}
          </p>
        )}
      </form>

      {showHistory && (
        <div
          id={historyId}
          data-testid="search-history"
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,60vh)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
              <History className="size-4" aria-hidden="true" />
              {t('search.history')}
            </p>
            <button
              type="button"
              data-testid="search-history-clear"
              onClick={() => {
                history.clear.mutate();
                keywordRef.current?.focus();
              }}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              {t('search.historyClear')}
            </button>
          </div>
          <ul>
            {entries.map((entry) => {
              return (
                <li key={`${entry.q}\u0000${entry.location}\u0000${entry.createdAt}`}>
                  <button
                    type="button"
                    data-testid="search-history-item"
                    onClick={() => {
                      setOpen(false);
                      onSearch({ q: entry.q, location: entry.location });
                    }}
                    className={cn(
                      'flex w-full items-center justify-between gap-3 rounded-lg px-2 py-2 text-left text-[15px]',
                      'text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-50',
                    )}
                  >
                    <span className="min-w-0 truncate">
                      <span className="font-medium">{entry.q || t('search.historyAnyKeyword')}</span>
                      <span className="text-slate-500"> · {entry.location || t('search.historyAnywhere')}</span>
                    </span>
                    <span className="shrink-0 text-xs text-slate-500">{formatRelative(entry.createdAt, language)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {!history.signedIn && <p className="px-2 pt-1 pb-1 text-xs text-slate-500">{t('search.historyLocalNote')}</p>}
        </div>
      )}
    </div>
  );
}
