import type { FastifyInstance } from 'fastify';

/** Servers (by their HTTP server, which every plugin of one app shares) that finished warming up (warm-up.ts). */
const warm = new WeakSet<object>();

export const markWarm = (app: FastifyInstance) => void warm.add(app.server);
export const isWarm = (app: FastifyInstance) => warm.has(app.server);
