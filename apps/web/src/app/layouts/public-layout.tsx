import { ContactWidget, SiteFooter } from '@/features/shell';
import { PageFrame } from './page-frame';

/** Header, content, footer and the floating contact widget (docs/product.md §2 public pages). */
export function PublicLayout() {
  return (
    <PageFrame
      after={
        <>
          <SiteFooter />
          <ContactWidget />
        </>
      }
    />
  );
}
