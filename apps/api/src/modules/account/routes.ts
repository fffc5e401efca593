import multipart from '@fastify/multipart';
import {
  acceptedResponse,
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  errorResponse,
  meResponse,
  photoResponse,
  rightToWorkRequest,
  rightToWorkResponse,
  updateAccountRequest,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requestEmailChange } from '../auth/index.ts';
import { getSystemConfig } from '../settings/index.ts';
import { presentUser, updateUser } from '../users/index.ts';
import { readRightToWork, setRightToWork } from './right-to-work.ts';
import { changePassword, deleteAccount, PHOTO_MAX_BYTES, photoKey, removePhoto, setPhoto } from './service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
};
const security = [{ bearerAuth: [] }];

/** Account settings of the signed-in user (/app/settings, /app/account). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 0 } });
  const deps = () => ({ db: app.db, config: app.config, mailer: app.mailer, providers: app.providers, log: app.log });

  app.patch(
    '/app/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Change name or language',
        security,
        body: updateAccountRequest,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request) => {
      const user = await updateUser(app.db, request.auth.user.id, request.body);
      return presentUser(user!, await getSystemConfig(app.db, app.config));
    },
  );

  app.get(
    '/app/account/right-to-work',
    {
      schema: {
        tags: ['account'],
        summary: 'The right to work the person declared, and the one sentence letters carry from it',
        security,
        response: { 200: rightToWorkResponse, ...errors },
      },
    },
    async (request) => readRightToWork(app.db, request.auth.user.id),
  );

  app.put(
    '/app/account/right-to-work',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Declare the right to work (status and end date); a null status clears it',
        security,
        body: rightToWorkRequest,
        response: { 200: rightToWorkResponse, ...errors },
      },
    },
    async (request) => setRightToWork(app.db, request.auth.user.id, request.body),
  );

  app.post(
    '/app/account/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Change password (other sessions are signed out)',
        security,
        body: changePasswordRequest,
        response: { 200: acceptedResponse, ...errors },
      },
    },
    async (request) => {
      await changePassword(deps(), request.auth.user.id, request.auth.sessionId, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  app.post(
    '/app/account/email',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Ask to change email: a confirmation link goes to the new address',
        security,
        body: changeEmailRequest,
        response: { 202: acceptedResponse, ...errors },
      },
    },
    async (request, reply) => {
      await requestEmailChange(deps(), request.auth.user.id, request.body.newEmail, request.body.password);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/app/account/photo',
    {
      schema: {
        tags: ['account'],
        summary: 'Upload a profile photo (JPEG, PNG or WebP, under 2MB; checked by content)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: photoResponse, ...errors },
      },
    },
    async (request) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw new AppError('INVALID_IMAGE');
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('INVALID_IMAGE');
        throw err;
      });
      return { photo: await setPhoto(deps(), request.auth.user.id, bytes) };
    },
  );

  app.delete(
    '/app/account/photo',
    { schema: { tags: ['account'], summary: 'Remove the profile photo', security, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removePhoto(deps(), request.auth.user.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/app/account',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Delete the account and erase its data (password asked again)',
        security,
        body: deleteAccountRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps(), request.auth.user.id, request.body.password, request.body.confirmEmail);
      return reply.code(204).send(null);
    },
  );
};

/** Uploaded profile photos: public by unguessable name, like any avatar URL, with their checked type. */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const types = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
  app.get(
    '/files/photos/:name',
    {
      schema: {
        tags: ['account'],
        summary: 'A profile photo',
        params: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/) }),
      },
    },
    async (request, reply) => {
      const key = photoKey(request.params.name);
      if (!(await app.providers.files.exists(key))) throw new AppError('NOT_FOUND');
      const ext = request.params.name.split('.').pop() as keyof typeof types;
      return reply.type(types[ext]).header('cache-control', 'public, max-age=31536000, immutable').send(app.providers.files.read(key));
    },
  );
};
