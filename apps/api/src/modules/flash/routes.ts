import {
  createFlashBatchRequest,
  errorResponse,
  flashApplication,
  flashApplicationParams,
  flashBatch,
  flashBatchId,
  flashHistoryQuery,
  flashHistoryResponse,
  flashListResponse,
  resolveFlashApplicationRequest,
  updateFlashApplicationRequest,
  updateFlashBatchRequest,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/language.ts';
import { attachmentHeader } from '../resumes/index.ts';
import { recoverBatches } from './jobs.ts';
import { repairAppliedMarks } from './repository.ts';
import * as flash from './service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const security = [{ bearerAuth: [] }];
const tags = ['Flash Apply'];
/** How often the event stream looks for changes, and how long one stream stays open (the browser reconnects). */
const STREAM_POLL_MS = 400;
const STREAM_MAX_MS = 10 * 60_000;
/** How long after a start recovery keeps looking every 2 s (then the minute's flash-recover job). */
const RECOVER_AFTER_START_MS = 60_000;

/** Flash Apply under /api/app/flash (docs/product.md §11, decision 034). */
export const flashRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = { keyGenerator: (request: { auth?: { user: { id: string } }; ip: string }) => request.auth?.user.id ?? request.ip };

  // After a start: take up letters and sends a stopped process left behind, at once and then every 2 s while a
  // holder that stopped just before could still look alive (its heartbeat goes stale in STALE_SECONDS).
  let recovery: NodeJS.Timeout | undefined;
  let closing = false;
  app.addHook('onReady', async () => {
    if (!app.queue.running) return;
    const started = Date.now();
    const look = async () => {
      await recoverBatches(app, app.log).catch((err: unknown) => app.log.warn({ err }, 'flash: recovery failed; it runs again'));
      if (!closing && Date.now() - started < RECOVER_AFTER_START_MS) recovery = setTimeout(() => void look(), 2_000).unref();
    };
    await look();
    // In the background: the start does not wait for it.
    void repairAppliedMarks(app.db)
      .then((repaired) => repaired && app.log.warn({ repaired }, 'flash: sent jobs marked applied after a stop'))
      .catch((err: unknown) => app.log.warn({ err }, 'flash: applied marks not repaired'));
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(recovery);
  });

  app.get(
    '/app/flash/list',
    {
      schema: {
        tags,
        summary: 'The Flash list, what the tier allows and the linked mailbox',
        security,
        response: { 200: flashListResponse },
      },
    },
    async (request) => flash.flashList(app.db, request.auth.user.id),
  );

  app.get(
    '/app/flash/current',
    {
      schema: {
        tags,
        summary: 'The newest batch not yet done (a reload resumes it), or null',
        security,
        response: { 200: z.object({ batch: flashBatch.nullable() }) },
      },
    },
    async (request) => flash.getCurrent(app.db, request.auth.user.id, requestLanguage(request)),
  );

  app.post(
    '/app/flash/batches',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: 'Start a batch: one application per job; cover letters are written in the background',
        security,
        body: createFlashBatchRequest,
        response: { 201: flashBatch, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await flash.createBatch(app, request.auth.user.id, request.body, requestLanguage(request))),
  );

  app.get(
    '/app/flash/batches/:id',
    {
      schema: { tags, summary: 'A batch with its applications', security, params: flashBatchId, response: { 200: flashBatch, ...errors } },
    },
    async (request) => flash.getBatch(app.db, request.auth.user.id, request.params.id, requestLanguage(request)),
  );

  app.get(
    '/app/flash/batches/:id/events',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `batch` with the whole batch each time a letter or an email changes; a last `gone` when the batch is discarded',
        security,
        params: flashBatchId,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.auth.user.id;
      const language = requestLanguage(request);
      let batch = await flash.getBatch(app.db, userId, request.params.id, language);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let open = true;
      request.raw.on('close', () => (open = false));
      const started = Date.now();
      let stamp = '';
      let lastWrite = 0;
      try {
        while (open && Date.now() - started < STREAM_MAX_MS) {
          const now = await flash.batchStamp(app.db, batch.id);
          if (now !== stamp) {
            stamp = now;
            batch = await flash.getBatch(app.db, userId, batch.id, language);
            raw.write(`event: batch\ndata: ${JSON.stringify(batch)}\n\n`);
            lastWrite = Date.now();
            if (batch.status === 'done' || (batch.status === 'ready' && !batch.confirmedAt)) break;
          } else if (Date.now() - lastWrite > 15_000) {
            raw.write(': keep-alive\n\n');
            lastWrite = Date.now();
          }
          await new Promise((resolve) => setTimeout(resolve, STREAM_POLL_MS));
        }
      } catch (err) {
        // After hijack() no error handler answers: the stream ends with a last event saying why.
        const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
        if (code !== 'FLASH_BATCH_NOT_FOUND') request.log.warn({ err }, 'flash: the event stream stopped');
        if (open) raw.write(`event: ${code === 'FLASH_BATCH_NOT_FOUND' ? 'gone' : 'error'}\ndata: ${JSON.stringify({ code })}\n\n`);
      }
      raw.end();
    },
  );

  app.patch(
    '/app/flash/batches/:id',
    {
      schema: {
        tags,
        summary: 'Change the resume to attach',
        security,
        params: flashBatchId,
        body: updateFlashBatchRequest,
        response: { 200: flashBatch, ...errors },
      },
    },
    async (request) => flash.updateBatch(app.db, request.auth.user.id, request.params.id, request.body.resume, requestLanguage(request)),
  );

  app.delete(
    '/app/flash/batches/:id',
    {
      schema: {
        tags,
        summary: 'Discard a batch before confirmation (start over); a confirmed one stays in the history',
        security,
        params: flashBatchId,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await flash.discardBatch(app.db, request.auth.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/app/flash/batches/:id/applications/:applicationId',
    {
      schema: {
        tags,
        summary: "Edit an email's subject, letter or recipients before confirmation, or confirm its marked recipients and links",
        security,
        params: flashApplicationParams,
        body: updateFlashApplicationRequest,
        response: { 200: flashApplication, ...errors },
      },
    },
    async (request) =>
      flash.updateApplication(
        app.db,
        request.auth.user.id,
        request.params.id,
        request.params.applicationId,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    '/app/flash/batches/:id/applications/:applicationId/regenerate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: "Write one job's cover letter again",
        security,
        params: flashApplicationParams,
        response: { 200: flashApplication, ...errors },
      },
    },
    async (request) =>
      flash.regenerate(app, request.auth.user.id, request.params.id, request.params.applicationId, requestLanguage(request)),
  );

  app.post(
    '/app/flash/batches/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm and send: one send of the month; emails whose letter failed are skipped',
        security,
        params: flashBatchId,
        response: { 200: flashBatch, ...errors },
      },
    },
    async (request) => flash.confirm(app, request.auth.user.id, request.params.id, requestLanguage(request)),
  );

  app.get(
    '/app/flash/applications',
    {
      schema: {
        tags,
        summary: 'Every application confirmed, newest first, with its letter',
        security,
        querystring: flashHistoryQuery,
        response: { 200: flashHistoryResponse },
      },
    },
    async (request) => flash.history(app.db, request.auth.user.id, request.query.page, request.query.pageSize, requestLanguage(request)),
  );

  app.post(
    '/app/flash/applications/:applicationId/resolve',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary:
          "Settle an email whose status is unknown, after looking in the mailbox's Sent folder: 'sent' (it went) or 'resend' (send it again)",
        security,
        params: z.object({ applicationId: z.uuid() }),
        body: resolveFlashApplicationRequest,
        response: { 200: flashApplication, ...errors },
      },
    },
    async (request) =>
      flash.resolve(app, request.auth.user.id, request.params.applicationId, request.body.outcome, requestLanguage(request)),
  );

  app.get(
    '/app/flash/batches/:id/attachment.pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: 'The resume PDF the batch attaches, exactly as it will be sent (in the letter language)',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { content, filename } = await flash.attachedResume(app, request.auth.user.id, request.params.id);
      return reply.type('application/pdf').header('content-disposition', attachmentHeader(filename)).send(content);
    },
  );

  app.get(
    '/app/flash/applications/:applicationId/letter.pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: 'One of the caller’s cover letters as a PDF (download)',
        security,
        params: z.object({ applicationId: z.uuid() }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await flash.letterPdf(app.db, request.auth.user.id, request.params.applicationId, requestLanguage(request));
      return reply.type('application/pdf').header('content-disposition', attachmentHeader(filename)).send(pdf);
    },
  );
};
