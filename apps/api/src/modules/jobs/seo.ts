import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { Cache } from '../../lib/cache.ts';
import { firstViews } from '../../lib/first-view.ts';
import { escapeHtml } from '../../lib/html.ts';
import { seoJob, sitemapJobs, type SeoJob } from './service.ts';

const UNIT: Record<string, string> = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' };
const EMPLOYMENT: Record<string, string> = {
  permanent: 'FULL_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  apprenticeship: 'OTHER',
};

/** schema.org JobPosting, as search engines read job pages. */
function jobPostingJsonLd(job: SeoJob, publicUrl: string) {
  const posted = new Date(job.posted_at);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description_html,
    identifier: { '@type': 'PropertyValue', name: 'JobBridge', value: String(job.id) },
    datePosted: posted.toISOString().slice(0, 10),
    validThrough: new Date(posted.getTime() + 60 * 86_400_000).toISOString(),
    hiringOrganization: { '@type': 'Organization', name: job.company_name },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location ?? job.city, addressCountry: 'GB' },
    },
    ...(job.remote === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(job.hours === 'part_time'
      ? { employmentType: 'PART_TIME' }
      : job.contract_type
        ? { employmentType: EMPLOYMENT[job.contract_type] }
        : {}),
    ...(job.salary_min !== null || job.salary_max !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary_currency ?? 'GBP',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min !== null ? { minValue: Number(job.salary_min) } : {}),
              ...(job.salary_max !== null ? { maxValue: Number(job.salary_max) } : {}),
              unitText: UNIT[job.salary_period ?? 'year'] ?? 'YEAR',
            },
          },
        }
      : {}),
    url: `${publicUrl}/jobs/${job.id}`,
  };
}

/** JSON inside <script>: "</script>" and "<!--" must not end or hide the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * /jobs/{id} answers the app's page with the job's title, description and JobPosting data already in the HTML,
 * for search engines and link previews; /sitemap.xml lists the pages and the newest jobs; /robots.txt points to it.
 */
export const jobSeoRoutes: FastifyPluginAsync<{ dist: string }> = async (app, opts) => {
  const indexPath = join(opts.dist, 'index.html');
  // The page is read again when the build replaces it (a new modification time is a new key).
  const pages = new Cache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 1 });
  const withFirstView = firstViews(app, opts.dist);
  async function indexHtml(): Promise<string | null> {
    try {
      const { mtimeMs } = await stat(indexPath);
      return await pages.getOrLoad(String(mtimeMs), () => readFile(indexPath, 'utf8'));
    } catch {
      return null;
    }
  }

  app.get('/jobs/:id', { schema: { hide: true } }, async (request, reply) => {
    const html = await indexHtml();
    if (!html) return reply.callNotFound();
    const id = Number((request.params as { id: string }).id);
    const job = Number.isSafeInteger(id) && id > 0 ? await seoJob(app.db, id) : undefined;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!job) return reply.code(404).send(html); // the app shows its not-found state
    const url = `${app.config.publicUrl}/jobs/${job.id}`;
    const title = `${job.title} · ${job.company_name} · JobBridge`;
    const description =
      `${job.title}, ${job.company_name}${job.location ? `, ${job.location}` : ''}. ` +
      `${job.description_text.replace(/\s+/g, ' ').slice(0, 200)}`;
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<script type="application/ld+json">${safeJson(jobPostingJsonLd(job, app.config.publicUrl))}</script>`,
    ].join('\n    ');
    const page = html
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      // A function, not a string: `$&` or `$\`` in a job's title or description must not expand.
      .replace('</head>', () => `    ${head}\n  </head>`);
    return reply.send(await withFirstView(request, page));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const pages = ['/', '/jobs', '/company', '/company/visa', '/about', '/help', '/privacy', '/terms', '/contact'];
    const jobs = await sitemapJobs(app.db);
    const entries = [
      ...pages.map((p) => `<url><loc>${escapeHtml(base + p)}</loc></url>`),
      ...jobs.map(
        (j) => `<url><loc>${base}/jobs/${j.id}</loc><lastmod>${new Date(j.updated_at).toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain')
      .send(`User-agent: *\nDisallow: /app/\nDisallow: /api/\nDisallow: /dev/\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`),
  );
};
