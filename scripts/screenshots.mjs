#!/usr/bin/env node
// Screenshots of pages as people see them: desktop and mobile, Chinese and English.
//   node scripts/screenshots.mjs --base http://127.0.0.1:3000 --out /tmp/shots / /help /no/such/page
// Needs a running server (npm start) and Debian's Chromium at /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    full: { type: 'boolean', default: false },
  },
});
const paths = positionals.length ? positionals : ['/'];
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const lang of ['cn', 'en']) {
      const context = await browser.newContext({ viewport, locale: lang === 'cn' ? 'zh-CN' : 'en-GB', isMobile: device === 'mobile' });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${values.base}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(3500); // the contact widget appears after 3 s
        const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${device}-${lang}.png`;
        await page.screenshot({ path: join(values.out, name), fullPage: values.full });
        console.log(`${join(values.out, name)}  (${new URL(page.url()).pathname})`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
