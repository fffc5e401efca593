import '@fontsource-variable/inter';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
// handle input in between, instead of one long task (Total Blocking Time, decision 042).
const queryClient = createQueryClient();
const root = createRoot(firstViewMount(container, queryClient));
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
