import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiProxy = {
  '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3001', changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React 19's own hook instead of the shim for older Reacts that react-i18next imports (decision 042).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    // The server's first view of the public pages (src/entry-server.tsx, decision 042) builds apart from the app:
    // the server imports it, the browser never sees it.
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    // No source maps in the build: the server would publish them with the app (decision 018).
    sourcemap: false,
    // The one chunk over Vite's 500 kB default is ECharts (184 kB gzipped), fetched only by the company analysis:
    // a warning at every build that nobody can act on.
    chunkSizeWarningLimit: 600,
    // Only the page keeps its preloads (the app's first modules, which the server's first view starts after the
    // paint). A dynamic import does not add a <link rel="modulepreload"> for each chunk it needs: adding them while the
    // app starts was a long task on a phone (decision 049); the browser fetches them as it reads the chunk.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // The server build bundles every translation on purpose (entry-server.tsx): no warning for each of them.
      checks: { ineffectiveDynamicImport: !isSsrBuild },
      output: {
        // Libraries change less often than the app: the ones every page needs get chunks that stay cached across
        // releases. Libraries only some pages use are not grouped: they follow the pages that import them, so the
        // first visit to / never downloads the form library, the dialogs or zod (decision 042).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // i18next alone: react-i18next follows its users, so Trans (and its HTML parser) loads with the sign-up page.
            { name: 'i18n', test: /node_modules[\\/](i18next|i18next-resources-to-backend)[\\/]/ },
            // Only the resume preview uses pdfjs: its own chunk, fetched when a preview is first drawn.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            // Only the company analysis draws charts: ECharts is its own chunk, fetched when /company first draws one.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            // Whatever else the first page needs, the app's and the libraries', in one chunk rather than dozens.
            { name: 'app', tags: ['$initial'] },
            // The icons only later pages use: one small chunk rather than one per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
}));
