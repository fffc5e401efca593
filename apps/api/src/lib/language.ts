import { toLanguage, type Language } from '@jobbridge/contracts';
import type { FastifyRequest } from 'fastify';

/** The request's language for messages: Accept-Language en → en; zh/cn or anything else → cn. */
export function requestLanguage(request: FastifyRequest): Language {
  return toLanguage(request.headers['accept-language']);
}
