import '@fontsource-variable/inter';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createRouter, preloadPage } from '@/app/router';
import { firstViewMount } from '@/lib/first-view';
import { initI18n } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { createQueryClient } from '@/lib/query-client';
import { syncCacheVersion } from '@/lib/storage';

/**
 * The app starts in several short tasks rather than one long one after its modules have run, so that a phone can
 * handle a tap or paint between them (Total Blocking Time, decision 042): the cached data's version is checked,
 * the server's answers go into the cache, the router is made, the page's code is requested, i18next starts, then
 * React renders (or hydrates) the page in slices.
 */
async function start(): Promise<void> {
  await nextTask();
  try {
    syncCacheVersion(window.localStorage);
  } catch {
    /* storage unavailable: nothing cached to clear */
  }
  // The browser opens the site's storage on its first use, above: a few milliseconds of their own.
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');

  const queryClient = createQueryClient();
  // Before i18next starts: it sets <html lang>, which tells the server's language.
  const mount = firstViewMount(container, queryClient);
  await nextTask();
  // The router reads the session's storage as it is made; the browser opens it on its first use, which is then a
  // few milliseconds of a task of their own, as with the local storage above.
  try {
    void window.sessionStorage.length;
  } catch {
    /* storage unavailable: the router goes without it */
  }
  await nextTask();
  const router = createRouter();
  await nextTask();
  // The page's code downloads while the rest starts.
  preloadPage(router);
  await nextTask();
  void initI18n();
  await nextTask();

  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // The first render as a transition: React renders (or hydrates) it in slices of a few milliseconds and lets the
  // browser handle input in between, instead of one long task.
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
}

void start();
