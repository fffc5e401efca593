import { asSections, asString, asStringList, isRecord } from '../lib/content';
import { usePagesText } from '../hooks/use-pages-text';
import { InfoPage } from './info-page';
import { Sections } from './sections';
import { Summary } from './summary';

/** A long text page built from `<page>.title`, `.intro`, `.summary` and `.sections` in the locale file. */
export function DocumentPage({ page, showUpdated = false }: { page: 'privacy' | 'terms' | 'about'; showUpdated?: boolean }) {
  const { text, raw } = usePagesText();
  const sections = asSections(raw(`${page}.sections`));
  const summary = raw(`${page}.summary`);
  return (
    <InfoPage
      title={text(`${page}.title`)}
      intro={text(`${page}.intro`)}
      showUpdated={showUpdated}
      toc={sections.map((s) => ({ id: s.id, label: s.title }))}
    >
      {isRecord(summary) && <Summary title={asString(summary.title)} items={asStringList(summary.items)} />}
      <Sections sections={sections} />
    </InfoPage>
  );
}
