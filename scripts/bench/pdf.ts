/**
 * PDF export benchmark: the same two-page resume rendered N times per template with @react-pdf/renderer (our
 * engine), then the same resume as HTML/CSS printed to PDF by headless Chromium (page.setContent + page.pdf on one
 * reused browser, the approach of the popular open-source resume builder). Prints p50/p95 of each and the ratio.
 *   npm run bench:pdf -- [--runs 30] [--warmup 5]
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH); nothing is downloaded.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { RESUME_TEMPLATES, RESUME_TEMPLATE_NAMES, type ResumeProfile } from '@jobbridge/contracts';
import { extractPdfText, renderResumePdf } from '../../packages/resume-pdf/src/index.ts';
import { longProfile } from '../../packages/resume-pdf/test/profiles.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' }, warmup: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const TARGET_MS = 150;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (ms: number) => `${ms.toFixed(1).padStart(8)} ms`;

/**
 * CPU time (ms) used so far by this process and every process it started (Chromium's browser, renderer and GPU
 * processes), from /proc: Chromium renders in its own processes, which process.cpuUsage() does not see.
 */
function descendants(): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const out: number[] = [];
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop()!;
    for (const [child, ppid] of parents) {
      if (ppid !== pid) continue;
      out.push(child);
      stack.push(child);
    }
  }
  return out;
}

/** Resident memory (MB) of the processes this one started (Chromium's), from /proc/<pid>/status VmRSS. */
function childrenRssMb(): number {
  let kb = 0;
  for (const pid of descendants()) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kb / 1024;
}

function treeCpuMs(): number {
  const TICK_MS = 10; // USER_HZ is 100 on Linux
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ": state ppid … utime(14th field) stime(15th) cutime cstime (fields 3.. counted from state).
      stats.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch {
      // the process ended between readdir and read
    }
  }
  let total = 0;
  const stack = [process.pid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) stack.push(child);
  }
  return total * TICK_MS;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The Modern Pro layout in plain HTML/CSS: same content, same A4 page, same type scale. */
function html(p: ResumeProfile): string {
  const work = p.work
    .map(
      (
        w,
      ) => `<div class="entry"><div class="head"><b>${esc(w.role)}</b><span>${esc(w.start)} – ${w.current ? 'Present' : esc(w.end)}</span></div>
      <div class="sub">${esc(w.company)} · <i>${esc(w.location)}</i></div>
      <ul>${w.description
        .split('\n')
        .map((l) => `<li>${esc(l.replace(/^-\s*/, ''))}</li>`)
        .join('')}</ul></div>`,
    )
    .join('');
  const edu = p.education
    .map(
      (e) =>
        `<div class="entry"><div class="head"><b>${esc(e.school)}</b><span>${esc(e.start)} – ` +
        `${esc(e.end)}</span></div><div class="sub">${esc(e.degree)}, ${esc(e.major)}</div></div>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0 }
    body { margin: 0; font: 9.5pt/1.45 "Noto Sans", "DejaVu Sans", sans-serif; color: #1f2937 }
    .band { background: #0f2a4a; color: #fff; padding: 30pt 42pt 20pt; -webkit-print-color-adjust: exact }
    .band h1 { margin: 0; font-size: 26pt } .band .role { color: #bfdbfe; font-size: 12pt } .band .c { font-size: 8.8pt; margin-top: 10pt }
    main { padding: 18pt 42pt 40pt } h2 { color: #1d4ed8; font-size: 10pt; text-transform: uppercase; border-bottom: .75pt solid #cbd5e1; margin: 12pt 0 7pt }
    .entry { margin-bottom: 9pt; break-inside: avoid } .head { display: flex; justify-content: space-between } .head span { color: #6b7280; font-size: 8.8pt }
    .sub { color: #1d4ed8 } ul { margin: 3pt 0 0; padding-left: 12pt }
  </style></head><body>
  <div class="band"><h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div class="role">${esc(p.role)}</div>
  <div class="c">${esc(p.email)} | ${esc(p.phone)} | ${esc(p.address)}, ${esc(p.country)}<br>${[p.linkedin, p.github, p.portfolio]
    .filter(Boolean)
    .map((u) => `<a href="${esc(u)}" style="color:#e5edf7">${esc(u.replace(/^https?:\/\//, ''))}</a>`)
    .join(' | ')}</div></div>
  <main><h2>Profile</h2><p>${esc(p.aboutMe)}</p><h2>Work Experience</h2>${work}<h2>Education</h2>${edu}</main></body></html>`;
}

console.log(
  `PDF export benchmark: the same two-page resume (${longProfile.work.length} work entries), ${RUNS} runs after ${WARMUP} warm-up, ` +
    `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}\n`,
);

const first = performance.now();
await renderResumePdf(longProfile, { template: 'modern-pro', language: 'en' });
console.log(`first render in a fresh process (font loading included): ${(performance.now() - first).toFixed(0)} ms`);

// Interleaved rounds (each template, then Chromium, then again): a shared machine's load then weighs on every
// engine alike, and the ratio stays fair even when the absolute figures move.
let chromiumRss = 0;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const engines: { name: string; run: () => Promise<Buffer>; wall: number[]; cpu: number[]; treeCpu: number; last?: Buffer }[] =
  RESUME_TEMPLATES.map((template) => ({
    name: `react-pdf ${RESUME_TEMPLATE_NAMES[template]}`,
    run: () => renderResumePdf(longProfile, { template, language: 'en' }),
    wall: [],
    cpu: [],
    treeCpu: 0,
  }));
try {
  const page = await browser.newPage();
  const doc = html(longProfile);
  engines.push({
    name: 'Chromium page.pdf (HTML)',
    run: async () => {
      await page.setContent(doc, { waitUntil: 'load' });
      return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    },
    wall: [],
    cpu: [],
    treeCpu: 0,
  });
  for (let round = 0; round < WARMUP + RUNS; round++) {
    for (const e of engines) {
      const tree = treeCpuMs();
      const cpu = process.cpuUsage();
      const t = performance.now();
      e.last = await e.run();
      if (round < WARMUP) continue;
      e.wall.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      e.cpu.push((used.user + used.system) / 1000);
      e.treeCpu += treeCpuMs() - tree;
    }
  }
  chromiumRss = childrenRssMb();
} finally {
  await browser.close();
}
// Cold: a browser launched for one PDF and closed (what a serverless or per-request deployment pays).
const cold: number[] = [];
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const b = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await b.newPage();
    await page.setContent(html(longProfile), { waitUntil: 'load' });
    await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    await b.close();
  }
  cold.push(performance.now() - t);
}

const results: { name: string; p50: number; p95: number; cpu: number; treeCpu: number; pages: number; kb: number }[] = [];
for (const e of engines) {
  const pages = (await extractPdfText(e.last!)).pages.length;
  results.push({
    name: e.name,
    p50: pct(e.wall, 50),
    p95: pct(e.wall, 95),
    cpu: pct(e.cpu, 50),
    treeCpu: e.treeCpu / RUNS,
    pages,
    kb: e.last!.length / 1024,
  });
}

// "cpu p50": this Node process's CPU time per render (for Chromium only the client side). "all cpu": the mean CPU
// time per render of this process and every process it started (Chromium's renderer and GPU processes), from /proc
// in 10 ms ticks: the fair figure for what a PDF costs the server.
console.log(
  `\n${'engine'.padEnd(28)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'cpu p50'.padStart(11)}${'all cpu'.padStart(11)}  pages    size`,
);
for (const r of results)
  console.log(
    `${r.name.padEnd(28)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.cpu)}${fmt(r.treeCpu)}  ${String(r.pages).padStart(5)}  ${r.kb.toFixed(0).padStart(4)} KB`,
  );
const chrome = results[results.length - 1]!;
const ours = results.slice(0, -1);
const worst = Math.max(...ours.map((r) => r.p50));
console.log(
  `\nChromium p50 / react-pdf p50 (wall): ${ours.map((r) => `${r.name.replace('react-pdf ', '')} ${(chrome.p50 / r.p50).toFixed(2)}x`).join(', ')}`,
);
console.log(
  `Chromium / react-pdf (all CPU per PDF): ${ours.map((r) => `${r.name.replace('react-pdf ', '')} ${(chrome.treeCpu / r.treeCpu).toFixed(2)}x`).join(', ')}`,
);
console.log(
  `cold Chromium (launch, print one PDF, close), 3 runs: ${cold.map((c) => `${c.toFixed(0)} ms`).join(', ')}; react-pdf's cold cost is its first render above`,
);
console.log(
  `memory: this Node process ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB resident (react-pdf, ` +
    `fonts, pdfjs, Playwright client); Chromium's processes ${chromiumRss.toFixed(0)} MB more`,
);
console.log(
  `target react-pdf p50 ≤ ${TARGET_MS} ms per two-page resume: ${worst <= TARGET_MS ? 'PASS' : 'FAIL'} (slowest template p50 ${worst.toFixed(1)} ms)`,
);
