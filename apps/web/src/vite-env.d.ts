/// <reference types="vite/client" />

/** The web app's version (apps/web/package.json), injected by Vite; the local cache is cleared when it changes. */
declare const __APP_VERSION__: string;
