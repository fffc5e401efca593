import '@fontsource-variable/inter';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { firstViewMount } from '@/lib/first-view';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { syncCacheVersion } from '@/lib/storage';

try {
  syncCacheVersion(window.localStorage);
} catch {
  /* storage unavailable: nothing cached to clear */
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
// Before i18next starts: it sets <html lang>, which tells the server's language.
const mount = firstViewMount(container, queryClient);
void initI18n();

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The first render as a transition: React renders (or hydrates) it in slices of a few milliseconds and lets the
// browser handle input in between, instead of one long task (Total Blocking Time, decision 042).
startTransition(() => {
  if (mount.hydrate) {
    // A part the browser draws differently from the server is drawn again by the browser (React's recovery):
    // worth a note while developing, not an error for the visitor's console.
    hydrateRoot(mount.element, app, {
      onRecoverableError: (error) => {
        if (import.meta.env.DEV) console.warn('first view: drawn again in the browser', error);
      },
    });
  } else {
    createRoot(mount.element).render(app);
  }
});
