import { useDocumentTitle } from '../hooks/use-document-title';
import { usePagesText } from '../hooks/use-pages-text';

/** /blankpage: intentionally empty; one visually hidden h1 so the page still has a heading. */
export function BlankPage() {
  const { text } = usePagesText();
  const title = text('blank.title');
  useDocumentTitle(title);
  return <h1 className="sr-only">{title}</h1>;
}
