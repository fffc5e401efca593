import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { syncCacheVersion } from '@/lib/storage';

try {
  syncCacheVersion(window.localStorage);
} catch {
  /* storage unavailable: nothing cached to clear */
}
// Zod compiles schemas with `new Function` when it may; the page's CSP forbids eval, so its probe would be
// reported as a CSP violation in the console. Interpreted schemas are fast enough for API answers.
zodConfig({ jitless: true });
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
