/**
 * Renders every template with the English and the Chinese sample profile (and the long one), then draws each
 * PDF's first page with pdfjs in headless Chromium (Debian's, /usr/bin/chromium) and saves PNGs:
 *   node --import tsx packages/resume-pdf/scripts/preview.ts [outDir]      (default /tmp/resume-pdf-shots)
 * Writes <template>-<lang>.png, <template>-<lang>.pdf and <template>-long-p2.png (a long resume's second page).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { RESUME_TEMPLATES } from '@jobbridge/contracts';
import { renderResumePdf } from '../src/index.ts';
import { chineseProfile, englishProfile, longProfile } from '../test/profiles.ts';

const require = createRequire(import.meta.url);
const outDir = resolve(process.argv[2] ?? '/tmp/resume-pdf-shots');
mkdirSync(outDir, { recursive: true });

const pdfjsDir = resolve(require.resolve('pdfjs-dist/package.json'), '..', 'build');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
  // pdfjs is served from node_modules through a route: nothing is fetched from the network.
  await page.route('http://pdfjs.local/**', (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    return route.fulfill({ body: readFileSync(resolve(pdfjsDir, file)), contentType: 'text/javascript' });
  });
  await page.route('http://pdfjs.local.page/', (route) =>
    route.fulfill({
      body: '<!doctype html><body style="margin:0;background:#888"><canvas id="c"></canvas></body>',
      contentType: 'text/html',
    }),
  );
  await page.goto('http://pdfjs.local.page/');

  const shoot = async (pdf: Buffer, pageNumber: number, png: string) => {
    await page.evaluate(
      async ({ b64, pageNumber }) => {
        const moduleUrl: string = 'http://pdfjs.local/pdf.mjs'; // served by the route above, not resolved by TypeScript
        const pdfjs = (await import(moduleUrl)) as typeof import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = 'http://pdfjs.local/pdf.worker.mjs';
        const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const doc = await pdfjs.getDocument({ data }).promise;
        const p = await doc.getPage(pageNumber);
        const viewport = p.getViewport({ scale: 1.6 });
        const canvas = document.getElementById('c') as HTMLCanvasElement;
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        await p.render({ canvasContext: canvas.getContext('2d')!, viewport, canvas }).promise;
      },
      { b64: pdf.toString('base64'), pageNumber },
    );
    await page.locator('#c').screenshot({ path: png });
  };

  for (const template of RESUME_TEMPLATES) {
    for (const [lang, profile] of [
      ['en', englishProfile],
      ['cn', chineseProfile],
    ] as const) {
      const pdf = await renderResumePdf(profile, { template, language: lang });
      writeFileSync(resolve(outDir, `${template}-${lang}.pdf`), pdf);
      await shoot(pdf, 1, resolve(outDir, `${template}-${lang}.png`));
    }
    const long = await renderResumePdf(longProfile, { template, language: 'en' });
    writeFileSync(resolve(outDir, `${template}-long.pdf`), long);
    await shoot(long, 1, resolve(outDir, `${template}-long-p1.png`));
    await shoot(long, 2, resolve(outDir, `${template}-long-p2.png`));
  }
  console.log(`Saved to ${outDir}`);
} finally {
  await browser.close();
}
