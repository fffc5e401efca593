import type { ReactNode } from 'react';
import { usePagesText } from '../hooks/use-pages-text';
import { useDocumentTitle } from '../hooks/use-document-title';
import { RichText } from './rich-text';
import { TableOfContents, type TocEntry } from './table-of-contents';

interface InfoPageProps {
  title: string;
  intro?: string;
  /** Show "Last updated" (legal pages). */
  showUpdated?: boolean;
  /** Table of contents; a side column on wide screens, a box under the heading on small ones. */
  toc?: TocEntry[];
  children: ReactNode;
}

/**
 * The shared frame of an information page: reading width about 768 px, one h1, an optional table of contents.
 * It renders inside the public layout's <main>, so it is an <article>, not a landmark of its own.
 */
export function InfoPage({ title, intro, showUpdated = false, toc, children }: InfoPageProps) {
  const { text } = usePagesText();
  useDocumentTitle(title);
  const hasToc = toc !== undefined && toc.length > 1;

  const header = (
    <header className={hasToc ? 'lg:col-start-2' : ''}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && (
        <p className="mt-4 text-lg text-slate-600">
          <RichText>{intro}</RichText>
        </p>
      )}
      {showUpdated && (
        <p className="mt-4 text-sm text-slate-500">
          {text('common.lastUpdated')} <time dateTime={text('common.lastUpdatedIso')}>{text('common.lastUpdatedDate')}</time>
        </p>
      )}
    </header>
  );

  return (
    <article
      className={`mx-auto w-full px-4 py-10 text-base leading-relaxed text-slate-700 sm:px-6 lg:py-14 ${
        hasToc ? 'max-w-6xl' : 'max-w-3xl'
      }`}
    >
      {hasToc ? (
        <div className="lg:grid lg:grid-cols-[13rem_minmax(0,48rem)] lg:justify-center lg:gap-x-12">
          {header}
          <TableOfContents
            entries={toc}
            className="mt-8 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-1 lg:self-start"
          />
          <div className="min-w-0 lg:col-start-2">{children}</div>
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </article>
  );
}
