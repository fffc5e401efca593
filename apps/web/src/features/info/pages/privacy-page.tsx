import { DocumentPage } from '../components/document-page';

/** /privacy: what we store, why, for how long, and your rights under UK GDPR. */
export function PrivacyPage() {
  return <DocumentPage page="privacy" showUpdated />;
}
