import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiProxy = {
  '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3001', changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: { port: 3000, strictPort: true, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: the server would publish them with the app (decision 018).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next[^\\/]*|react-i18next)[\\/]/ },
            // Only the resume preview uses pdfjs: its own chunk, fetched when a preview is first drawn.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            // Only the company analysis draws charts: ECharts is its own chunk, fetched when /company first draws one.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
            { name: 'ui', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
