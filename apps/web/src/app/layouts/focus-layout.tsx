import { PageFrame } from './page-frame';

/** Builders and forms that need the whole screen: the header, then the work, no footer. */
export function FocusLayout() {
  return <PageFrame />;
}
