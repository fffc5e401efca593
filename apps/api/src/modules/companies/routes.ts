import {
  companyDetailResponse,
  companyNameParams,
  errorResponse,
  sponsorDetailResponse,
  sponsorDirectoryQuery,
  sponsorDirectoryResponse,
} from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fullySignedInUserId } from '../auth/index.ts';
import { companyDetail, searchDirectory, sponsorDetail } from './service.ts';

/** Public: the sponsor directory, a licensed organisation's page, an employer not on the register. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/visa',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['companies'],
        summary: 'Search the register of licensed sponsors by name (typo-tolerant, alias-aware) with town, route, rating and job filters',
        querystring: sponsorDirectoryQuery,
        response: { 200: sponsorDirectoryResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => searchDirectory(app.db, request.query),
  );

  app.get(
    '/companies/visa/:name',
    {
      schema: {
        tags: ['companies'],
        summary: 'A licensed organisation: licence, register history, open jobs with the salary check, website, reviews summary',
        params: companyNameParams,
        response: { 200: sponsorDetailResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const caller = await app.optionalAuth(request);
      return sponsorDetail(app.db, request.params.name, fullySignedInUserId(caller));
    },
  );

  app.get(
    '/companies/:name',
    {
      schema: {
        tags: ['companies'],
        summary: 'An employer with jobs here: its jobs and reviews, and the register organisation it is, if any',
        params: companyNameParams,
        response: { 200: companyDetailResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const caller = await app.optionalAuth(request);
      return companyDetail(app.db, request.params.name, fullySignedInUserId(caller));
    },
  );
};
