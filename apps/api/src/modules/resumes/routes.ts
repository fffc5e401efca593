import multipart from '@fastify/multipart';
import {
  errorResponse,
  listResumesResponse,
  renameResumeRequest,
  RESUME_LIMIT,
  RESUME_MAX_BYTES,
  resumeIdParams,
  resumeItem,
  resumeReadingRequest,
  resumeReadingResponse,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { getReading, saveReading } from './profiles.ts';
import { countResumes } from './repository.ts';
import { addResume, checkAlias, checkPdf, cleanFilename, get, list, presentResume, remove, rename, replaceFile } from './service.ts';
import { discard, resumeKey, sweepIncoming } from './storage.ts';
import { attachment, readUpload } from './upload.ts';

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  500: errorResponse,
};
const security = [{ bearerAuth: [] }];
const tags = ['resumes'];

/** An expected refusal passes through; anything else becomes the spec's message for that action (docs/product.md §8). */
const orFail =
  (
    code: 'RESUME_UPLOAD_FAILED' | 'RESUME_REPLACE_FAILED' | 'RESUME_ALIAS_UPDATE_FAILED' | 'RESUME_DELETE_FAILED' | 'RESUMES_LOAD_FAILED',
  ) =>
  (err: unknown): never => {
    if (err instanceof AppError) throw err;
    throw new AppError(code, { cause: err });
  };

/** The resume manager (/app/resumesManage, /uploadResume) at the fixed paths of docs/product.md §2. Own rows only: another id is a 404. */
export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The size limit is enforced by busboy while the file streams in: one byte over and the part is cut off.
  await app.register(multipart, { limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 4, fieldSize: 1024, parts: 6 } });
  const { files } = app.providers;
  // Partial uploads a crash left behind (decision 016).
  app.addHook('onReady', async () => {
    const removed = await sweepIncoming(files);
    if (removed > 0) app.log.info({ removed }, 'removed partial resume uploads left from an earlier run');
  });

  app.get(
    '/app/resumes',
    {
      schema: {
        tags,
        summary: "The caller's resumes (at most 3), newest first",
        security,
        response: { 200: listResumesResponse, 500: errorResponse },
      },
    },
    async (request) => list(app, request.auth.user.id).catch(orFail('RESUMES_LOAD_FAILED')),
  );

  app.post(
    '/app/resumes',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Upload a PDF resume (multipart `file` and `alias`; PDF by content, under 10MB, at most 3 resumes)',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: resumeItem, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.auth.user.id;
      // Refuse before reading the file when no slot is free (the client then offers to replace one).
      if ((await countResumes(app.db, userId)) >= RESUME_LIMIT) throw new AppError('RESUME_LIMIT_REACHED');
      const upload = await readUpload(request, files);
      try {
        const alias = checkAlias(upload.fields.alias);
        await checkPdf(app.pdfReader, upload.temp.path);
        const row = await addResume(app, userId, upload.temp, { alias, filename: cleanFilename(upload.filename) });
        return reply.code(201).send(presentResume(row));
      } catch (err) {
        await discard(files, upload.temp);
        return orFail('RESUME_UPLOAD_FAILED')(err);
      }
    },
  );

  app.patch(
    '/app/resumes/:id',
    {
      schema: {
        tags,
        summary: 'Rename a resume (its alias)',
        security,
        params: resumeIdParams,
        body: renameResumeRequest,
        response: { 200: resumeItem, ...errors },
      },
    },
    async (request) =>
      presentResume(
        await rename(app, request.auth.user.id, request.params.id, request.body.alias).catch(orFail('RESUME_ALIAS_UPDATE_FAILED')),
      ),
  );

  app.post(
    '/app/resumes/:id/replace',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "Replace a resume's PDF (multipart `file`); the alias stays, the old file goes once the new one is stored",
        security,
        consumes: ['multipart/form-data'],
        params: resumeIdParams,
        response: { 200: resumeItem, ...errors },
      },
    },
    async (request) => {
      const userId = request.auth.user.id;
      await get(app, userId, request.params.id);
      const upload = await readUpload(request, files);
      try {
        // An alias may come along (the uploader's "replace at the limit" sends the new resume's name).
        const alias = upload.fields.alias === undefined ? undefined : checkAlias(upload.fields.alias);
        await checkPdf(app.pdfReader, upload.temp.path);
        const row = await replaceFile(app, userId, request.params.id, upload.temp, {
          filename: cleanFilename(upload.filename),
          source: 'upload',
          profileId: null,
          ...(alias === undefined ? {} : { alias }),
        });
        return presentResume(row);
      } catch (err) {
        await discard(files, upload.temp);
        return orFail('RESUME_REPLACE_FAILED')(err);
      }
    },
  );

  app.delete(
    '/app/resumes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a resume (never the last one)',
        security,
        params: resumeIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await remove(app, request.auth.user.id, request.params.id).catch(orFail('RESUME_DELETE_FAILED'));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/app/resumes/:id/reading',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'How a resume was read (name, role, contact, jobs, education, skills), as checked or as read now',
        security,
        params: resumeIdParams,
        response: { 200: resumeReadingResponse, ...errors },
      },
    },
    async (request) => getReading(app, app.pdfReader, request.auth.user.id, request.params.id),
  );

  app.put(
    '/app/resumes/:id/reading',
    {
      schema: {
        tags,
        summary: 'Keep the reading as corrected: letters, the score and the assistant use it from then on',
        security,
        params: resumeIdParams,
        body: resumeReadingRequest,
        response: { 200: resumeReadingResponse, ...errors },
      },
    },
    async (request) => saveReading(app, request.auth.user.id, request.params.id, request.body.data),
  );

  app.get(
    '/app/resumes/:id/file',
    {
      schema: {
        tags,
        summary: 'Download a resume (application/pdf, as an attachment; owner only)',
        security,
        params: resumeIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await get(app, request.auth.user.id, request.params.id);
      if (!(await files.exists(resumeKey(row.fileKey)))) throw new AppError('RESUME_FILE_NOT_FOUND');
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(row.filename))
        .header('content-length', String(row.size))
        .header('cache-control', 'private, no-store')
        .send(files.read(resumeKey(row.fileKey)));
    },
  );
};
