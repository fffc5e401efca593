import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' Zod schemas; the UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'JobBridge API', version: '0.1.0', description: 'UK job search for people who need a visa sponsor.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
