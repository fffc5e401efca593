import { useEffect } from 'react';
import { usePagesText } from './use-pages-text';

/** Sets the tab title to "<Page> · JobBridge" / "<页面> · 英桥求职". */
export function useDocumentTitle(pageTitle: string): void {
  const { text } = usePagesText();
  const siteName = text('common.siteName');
  useEffect(() => {
    if (pageTitle) document.title = siteName ? `${pageTitle} · ${siteName}` : pageTitle;
  }, [pageTitle, siteName]);
}
