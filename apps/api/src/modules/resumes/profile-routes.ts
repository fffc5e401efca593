import multipart from '@fastify/multipart';
import {
  errorResponse,
  finishProfileRequest,
  finishProfileResponse,
  importProfileResponse,
  listProfilesResponse,
  previewProfileRequest,
  profileIdParams,
  profileItem,
  RESUME_MAX_BYTES,
  resumeIdParams,
  saveProfileRequest,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { create, finish, get, importPdf, importStoredResume, list, presentProfile, preview, remove, save } from './profiles.ts';
import { presentResume } from './service.ts';
import { discard } from './storage.ts';
import { readUpload } from './upload.ts';

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
  500: errorResponse,
};
const security = [{ bearerAuth: [] }];
const tags = ['resume builder'];
/** A PDF answer: Fastify sends buffers and streams as they are (no serializer runs). */
const pdfBody = z.any().describe('application/pdf');

/** The resume builder's profiles (/inputManul, /inputProfile, /editResume, /inputEdit; decision 008). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 2, fieldSize: 1024, parts: 4 } });
  const { files } = app.providers;
  // Renders and parses are CPU work: limited per user, not per address.
  const perUser = { keyGenerator: (request: { auth?: { user: { id: string } }; ip: string }) => request.auth?.user.id ?? request.ip };

  app.get(
    '/app/profiles',
    {
      schema: {
        tags,
        summary: "The caller's profiles, how many the membership allows, and which templates it unlocks",
        security,
        response: { 200: listProfilesResponse },
      },
    },
    async (request) => list(app, request.auth.user.id),
  );

  app.post(
    '/app/profiles',
    {
      schema: {
        tags,
        summary:
          "Start a profile: an empty one reuses the caller's unsaved draft and counts only once saved with content (PROFILE_LIMIT_REACHED)",
        security,
        body: saveProfileRequest,
        response: { 201: profileItem, ...errors },
      },
    },
    async (request, reply) => {
      const row = await create(app, request.auth.user.id, request.body, requestLanguage(request));
      return reply.code(201).send(presentProfile(row));
    },
  );

  app.get(
    '/app/profiles/:id',
    { schema: { tags, summary: 'One profile', security, params: profileIdParams, response: { 200: profileItem, 404: errorResponse } } },
    async (request) => presentProfile(await get(app, request.auth.user.id, request.params.id)),
  );

  app.put(
    '/app/profiles/:id',
    {
      config: { rateLimit: { max: 240, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: 'Autosave the draft (any state; the rules apply when finishing)',
        security,
        params: profileIdParams,
        body: saveProfileRequest,
        response: { 200: profileItem, ...errors },
      },
    },
    async (request) => presentProfile(await save(app, request.auth.user.id, request.params.id, request.body)),
  );

  app.delete(
    '/app/profiles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a profile (a resume it exported stays in the manager)',
        security,
        params: profileIdParams,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await remove(app, request.auth.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/app/profiles/preview',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: 'The draft as a PDF in a template (the live preview; application/pdf)',
        security,
        body: previewProfileRequest,
        produces: ['application/pdf'],
        response: { 200: pdfBody, 400: errorResponse, 429: errorResponse, 500: errorResponse },
      },
    },
    async (request, reply) => {
      const pdf = await preview(request.body.data, request.body.template, request.body.language);
      return reply.type('application/pdf').header('content-disposition', 'inline; filename="preview.pdf"').send(pdf);
    },
  );

  app.post(
    '/app/profiles/:id/finish',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute', ...perUser } },
      schema: {
        tags,
        summary: 'Finish: validate, render the PDF and save it into the resume manager (replaceResumeId at the limit)',
        security,
        params: profileIdParams,
        body: finishProfileRequest,
        response: { 200: finishProfileResponse, ...errors },
      },
    },
    async (request) => {
      const { profile, resume } = await finish(app, request.auth.user.id, request.params.id, request.body);
      return { profile: presentProfile(profile), resume: presentResume(resume) };
    },
  );

  app.post(
    '/app/profiles/import',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', ...perUser } },
      schema: {
        tags,
        summary: 'Read a PDF resume (multipart `file`) into a draft; a scan gives PDF_NO_TEXT',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: importProfileResponse, ...errors },
      },
    },
    async (request) => {
      const upload = await readUpload(request, files);
      try {
        return { data: await importPdf(app.pdfReader, upload.temp.path) };
      } finally {
        await discard(files, upload.temp);
      }
    },
  );

  app.post(
    '/app/profiles/import/:id',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', ...perUser } },
      schema: {
        tags,
        summary: "Read one of the caller's stored resumes into a draft (/inputEdit)",
        security,
        params: resumeIdParams,
        response: { 200: importProfileResponse, ...errors },
      },
    },
    async (request) => ({ data: await importStoredResume(app, app.pdfReader, request.auth.user.id, request.params.id) }),
  );
};
