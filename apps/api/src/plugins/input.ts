import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUncleanText, uncleanTextError } from '../lib/clean-text.ts';

/**
 * Text that cannot be stored (U+0000, lone surrogates) is refused once, here, for every route: path params,
 * query strings and parsed bodies (JSON and forms), before any schema or handler sees them (decision 017).
 * Multipart fields and file names are read by the handler; `readUpload` checks those with the same rule.
 */
export default fp(
  async function input(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const field = findUncleanText(request.params) ?? findUncleanText(request.query) ?? findUncleanText(request.body);
      if (field !== null) throw uncleanTextError(field || 'body');
    });
  },
  { name: 'input' },
);
