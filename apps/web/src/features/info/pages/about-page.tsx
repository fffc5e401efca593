import { DocumentPage } from '../components/document-page';

/** /about: why JobBridge exists, what it does, where the data comes from, what it is not. */
export function AboutPage() {
  return <DocumentPage page="about" />;
}
