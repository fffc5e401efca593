// react-i18next imports `use-sync-external-store/shim`, a fallback for React before 18 (0.6 KB gzipped in the first
// download); vite.config.ts points it here: React 19 has the hook itself (decision 042).
export { useSyncExternalStore } from 'react';
