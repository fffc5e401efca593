import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Search, X } from 'lucide-react';
import { Blocks } from '../components/blocks';
import { FaqList } from '../components/faq-list';
import { InfoPage } from '../components/info-page';
import { focusRing, linkClass } from '../components/styles';
import { usePagesText } from '../hooks/use-pages-text';
import { asFaqTopics } from '../lib/content';
import { countQuestions, filterFaq } from '../lib/faq';
import { cn } from '@/lib/cn';

/** Opens and scrolls to the question named in the URL hash, e.g. /help#q-salary-threshold. */
function useOpenHashedQuestion(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const el = document.getElementById(id);
    if (el instanceof HTMLDetailsElement) {
      el.open = true;
      el.scrollIntoView({ block: 'start' });
      el.querySelector('summary')?.focus({ preventScroll: true });
    }
  }, [hash]);
}

/** /help: the FAQ, grouped by topic, with a search box that filters questions as you type. */
export function HelpPage() {
  const { text, raw } = usePagesText();
  const topics = asFaqTopics(raw('help.topics'));
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = filterFaq(topics, deferred);
  const total = countQuestions(topics);
  const count = countQuestions(shown);
  const searchId = useId();
  const statusId = useId();
  const searching = deferred.trim() !== '';
  useOpenHashedQuestion();

  return (
    <InfoPage title={text('help.title')} intro={text('help.intro')}>
      <div role="search" className="mt-8">
        <label htmlFor={searchId} className="block font-medium text-slate-900">
          {text('help.search.label')}
        </label>
        <div className="relative mt-2">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={text('help.search.placeholder')}
            aria-describedby={statusId}
            autoComplete="off"
            className={cn(
              'block w-full rounded-lg border border-slate-300 bg-white py-3 pr-11 pl-10 text-base',
              'text-slate-900 placeholder:text-slate-400 focus:border-primary-600 focus:outline-2',
              'focus:outline-offset-1 focus:outline-primary-600 [&::-webkit-search-cancel-button]:hidden',
            )}
          />
          {query !== '' && (
            <button
              type="button"
              onClick={() => setQuery('')}
              className={`absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center text-slate-500 hover:text-slate-900 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{text('help.search.clear')}</span>
            </button>
          )}
        </div>
        <p id={statusId} role="status" className="mt-2 text-sm text-slate-500">
          {searching ? text('help.search.status', { shown: count, total }) : ''}
        </p>
      </div>

      {!searching && (
        <nav aria-labelledby="help-topics" className="mt-6">
          <h2 id="help-topics" className="sr-only">
            {text('help.topicsLabel')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#topic-${topic.id}`}
                  className={cn(
                    'inline-block rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700',
                    'hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800',
                    focusRing,
                  )}
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <Blocks blocks={[{ note: text('help.disclaimer') }]} className="mt-6" />

      <div className="mt-10">
        {count > 0 ? (
          <FaqList topics={shown} />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 px-5 py-8 text-center">
            <p className="font-medium text-slate-900">
              {text('help.search.none', { query: deferred.trim(), interpolation: { escapeValue: false } })}
            </p>
            <p className="mt-2">
              <button type="button" onClick={() => setQuery('')} className={linkClass}>
                {text('help.search.clear')}
              </button>
            </p>
          </div>
        )}
      </div>

      <section aria-labelledby="help-more" className="mt-12 rounded-xl bg-slate-50 p-5 sm:p-6">
        <h2 id="help-more" className="text-lg font-semibold text-slate-900">
          {text('help.more.title')}
        </h2>
        <p className="mt-2">
          {text('help.more.body')}{' '}
          <Link to="/contact" className={linkClass}>
            {text('help.more.link')}
          </Link>
        </p>
      </section>
    </InfoPage>
  );
}
