import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { syncCacheVersion } from '@/lib/storage';

try {
  syncCacheVersion(window.localStorage);
} catch {
  /* storage unavailable: nothing cached to clear */
}
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
