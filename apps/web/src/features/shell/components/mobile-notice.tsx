import { Monitor, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { safeStorage, STORAGE_KEYS } from '@/lib/storage';

const noChanges = () => () => {};
const readDismissed = () => safeStorage.get(STORAGE_KEYS.mobileNoticeDismissed) === '1';
const notDismissed = () => false;

/** On small screens, a dismissible hint to use a desktop browser; dismissal is remembered. */
export function MobileNotice() {
  const { t } = useTranslation();
  // Read as an external store: while the app adopts the server's first view (decision 042), which cannot know
  // the stored dismissal, the notice is drawn as the server drew it, then hidden.
  const stored = useSyncExternalStore(noChanges, readDismissed, notDismissed);
  const [dismissed, setDismissed] = useState(false);

  if (stored || dismissed) return null;

  function dismiss() {
    safeStorage.set(STORAGE_KEYS.mobileNoticeDismissed, '1');
    setDismissed(true);
  }

  return (
    // Small screens only, by CSS rather than script: the server's first view (decision 042) draws it the same way.
    <div data-testid="mobile-notice" role="note" className="border-b border-primary-100 bg-primary-50 md:hidden">
      <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-2.5">
        <Monitor className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
        <p className="flex-1 text-sm leading-snug text-primary-900">{t('mobileNotice.text')}</p>
        <button
          type="button"
          data-testid="mobile-notice-dismiss"
          onClick={dismiss}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-primary-800 hover:bg-primary-100"
        >
          {t('mobileNotice.dismiss')}
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
