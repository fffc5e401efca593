import { DocumentPage } from '../components/document-page';

/** /terms: the terms of service. */
export function TermsPage() {
  return <DocumentPage page="terms" showUpdated />;
}
