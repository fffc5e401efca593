import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the routes' Zod schemas; the UI at /api/docs, JSON at /api/docs/json, served
 * when API_DOCS_ENABLED (by default not in production: the document maps every route for anyone probing).
 * The document itself is always built (`app.swagger()`), so the route tests walk it either way.
 */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'JobBridge API', version: '0.1.0', description: 'UK job search for people who need a visa sponsor.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    if (app.config.API_DOCS_ENABLED) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs', dependencies: ['config'] },
);
