import {
  followRequest,
  followResponse,
  noticesResponse,
  updateWatchSettingsRequest,
  watchResponse,
  type LicenceNotice,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import * as repo from './repository.ts';

const security = [{ bearerAuth: [] }];
const iso = (d: Date | string) => new Date(d).toISOString();

/** The signed-in person's follows, choices and notices (under /api/app: own rows only). */
export const myWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/watch',
    {
      schema: {
        tags: ['watch'],
        summary: 'Employers followed, licence-watch choices, unread notices',
        security,
        response: { 200: watchResponse },
      },
    },
    async (request) => {
      const userId = request.auth.user.id;
      const settings = await repo.settings(app.db, userId);
      if (settings.auto_follow) await repo.syncAutoFollows(app.db, userId);
      const follows = await repo.follows(app.db, userId);
      return {
        follows: follows.map((f) => ({
          name: f.name,
          auto: f.auto,
          onRegister: f.on_register,
          typeRatings: f.type_ratings ?? [],
          routes: f.routes ?? [],
        })),
        settings: { autoFollow: settings.auto_follow, emails: settings.emails },
        unread: await repo.unreadNotices(app.db, userId),
      };
    },
  );

  app.post(
    '/app/watch/follows',
    {
      schema: {
        tags: ['watch'],
        summary: 'Follow an employer (by its register name, or the employer of a job)',
        security,
        body: followRequest,
        response: { 201: followResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name =
        'employer' in body
          ? await repo.sponsorName(app.db, body.employer.replace(/\s+/g, ' ').toLowerCase())
          : await repo.jobEmployer(app.db, body.jobId);
      if (!name) throw new AppError('NOT_FOUND');
      await repo.follow(app.db, request.auth.user.id, name);
      return reply.code(201).send({ name });
    },
  );

  app.delete(
    '/app/watch/follows/:name',
    {
      schema: { tags: ['watch'], summary: 'Stop following an employer', security, params: z.object({ name: z.string().min(1).max(300) }) },
    },
    async (request, reply) => {
      if (!(await repo.unfollow(app.db, request.auth.user.id, request.params.name.toLowerCase()))) throw new AppError('NOT_FOUND');
      return reply.code(204).send();
    },
  );

  app.patch(
    '/app/watch/settings',
    { schema: { tags: ['watch'], summary: 'Automatic follows and emails on or off', security, body: updateWatchSettingsRequest } },
    async (request, reply) => {
      await repo.updateSettings(app.db, request.auth.user.id, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/app/watch/notices',
    {
      schema: {
        tags: ['watch'],
        summary: 'What the register changed about followed employers, newest first',
        security,
        response: { 200: noticesResponse },
      },
    },
    async (request) => {
      const userId = request.auth.user.id;
      const rows = await repo.notices(app.db, userId, 100);
      const items: LicenceNotice[] = rows.map((n) => ({
        id: n.id,
        change: n.change,
        employer: n.name,
        before: n.before,
        after: n.after,
        registerDate: iso(n.imported_at),
        read: !!n.read_at,
      }));
      return { items, unread: items.filter((i) => !i.read).length };
    },
  );

  app.post(
    '/app/watch/notices/read',
    { schema: { tags: ['watch'], summary: 'Mark every notice read', security } },
    async (request, reply) => {
      await repo.markNoticesRead(app.db, request.auth.user.id);
      return reply.code(204).send();
    },
  );
};

const PAGE = {
  en: {
    title: 'Licence emails',
    ask: 'Stop the emails about sponsor licence changes?',
    button: 'Stop these emails',
    done: 'Done: no more licence emails. Notices stay in the app.',
  },
  cn: {
    title: '担保资质邮件',
    ask: '不再接收雇主担保资质变化的邮件？',
    button: '不再接收',
    done: '已退订：不再发送担保资质邮件，应用内的提醒仍会保留。',
  },
};

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs to the List-Unsubscribe address; a person who opens the
 * link gets a page with one button (a GET never unsubscribes: link scanners open links).
 */
export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post "List-Unsubscribe=One-Click" as a form, and so does the page's button; the body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  const query = z.object({ token: z.string().min(10).max(100), lang: z.enum(['cn', 'en']).default('cn') });
  app.get(
    '/watch/unsubscribe',
    { schema: { tags: ['watch'], summary: 'The unsubscribe page of a licence email', querystring: query } },
    async (request, reply) => {
      const copy = PAGE[request.query.lang];
      const action = `/api/watch/unsubscribe?token=${encodeURIComponent(request.query.token)}&lang=${request.query.lang}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${copy.title}</title>` +
            `<p>${copy.ask}</p><form method="post" action="${escapeHtml(action)}"><button>${copy.button}</button></form>`,
        );
    },
  );
  app.post(
    '/watch/unsubscribe',
    { schema: { tags: ['watch'], summary: 'One-click unsubscribe from licence emails (RFC 8058)', querystring: query } },
    async (request, reply) => {
      if (!(await repo.unsubscribe(app.db, request.query.token))) throw new AppError('NOT_FOUND');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html><meta charset="utf-8"><p>${PAGE[request.query.lang].done}</p>`);
    },
  );
};
