import { errorCatalog, errorMessage, isErrorCode, type ErrorCode, type FieldIssue } from '@jobbridge/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/language.ts';

/** Fastify's own client errors (bad JSON, wrong content type, too large) mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

function byStatus(status: number | undefined): ErrorCode | undefined {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  // Any other client error keeps its status and still answers in the error shape.
  if (status !== undefined && status >= 400 && status < 500) return 'BAD_REQUEST';
  return undefined;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: FieldIssue[],
  status: number = errorCatalog[code].status,
) {
  const lang = requestLanguage(request);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      error: {
        code,
        message: errorMessage(code, lang),
        ...(fields?.length ? { fields } : {}),
        ...(status >= 500 ? { requestId: request.id } : {}),
      },
    });
}

/**
 * The multipart parser (busboy) throws plain errors for a malformed body (no boundary, a boundary over 256
 * characters, data cut short): the client's mistake, so a 400, not a 500.
 */
const fromMultipartParser = (error: Error) =>
  !('statusCode' in error && error.statusCode) && /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');

/** Errors Fastify raises before routing (bad URL bytes, an over-long path param): the same shape as the rest. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code, message: error.message }, 'client error');
  void sendError(
    request,
    reply,
    FASTIFY_CODES[error.code] ?? byStatus(error.statusCode) ?? 'BAD_REQUEST',
    undefined,
    error.statusCode && error.statusCode < 500 ? error.statusCode : 400,
  );
}

/**
 * One error handler for the whole app: AppError codes, request validation (400 with the fields named),
 * Fastify's client errors, and everything else as a 500 whose details stay in the log.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.options.headers) reply.headers(error.options.headers);
        if (errorCatalog[error.code].status >= 500) request.log.error({ err: error.options.cause ?? error }, error.code);
        // Field messages that are error codes (a service's rule check) are translated like schema errors.
        const lang = requestLanguage(request);
        const fields = error.options.fields?.map((f) =>
          isErrorCode(f.message) ? { field: f.field, code: f.message, message: errorMessage(f.message, lang) } : f,
        );
        return sendError(request, reply, error.code, fields);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A path param whose rule names a not-found code (`z.guid('RESUME_NOT_FOUND')`) names no resource: 404.
        const notFound =
          error.validationContext === 'params'
            ? error.validation.map((i) => i.message).find((m) => isErrorCode(m) && errorCatalog[m].status === 404)
            : undefined;
        if (notFound && isErrorCode(notFound)) return sendError(request, reply, notFound);
        const lang = requestLanguage(request);
        const fields = error.validation.map((issue) => {
          const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          // Contract schemas use error codes as messages so both the server and the form can translate them.
          const message = isErrorCode(issue.message) ? errorMessage(issue.message, lang) : (issue.message ?? 'invalid');
          return { field: path || error.validationContext || 'body', message };
        });
        return sendError(request, reply, 'VALIDATION_ERROR', fields);
      }
      const known =
        (error.code && FASTIFY_CODES[error.code]) ||
        (fromMultipartParser(error) ? 'BAD_REQUEST' : undefined) ||
        (error.statusCode && error.statusCode < 500 ? byStatus(error.statusCode) : undefined);
      if (known) {
        request.log.info({ code: error.code, message: error.message }, 'client error');
        return sendError(request, reply, known, undefined, error.statusCode && error.statusCode < 500 ? error.statusCode : undefined);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 'INTERNAL_ERROR');
    });
  },
  { name: 'errors' },
);
