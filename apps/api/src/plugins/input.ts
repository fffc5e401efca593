import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUncleanText, uncleanTextError } from '../lib/clean-text.ts';

/**
 * Text that cannot be stored (U+0000, lone surrogates) is refused once, here, for every route: path params,
 * query strings and bodies (JSON, url-encoded, multipart fields attached to the body), before any handler sees
 * them (decision 017). A preHandler, so it also sees the fields that the login's multipart parser attaches in
 * its own preValidation hook. Parts a handler streams itself are checked by `readUpload` with the same rule.
 */
export default fp(
  async function input(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      const field = findUncleanText(request.params) ?? findUncleanText(request.query) ?? findUncleanText(request.body);
      if (field !== null) throw uncleanTextError(field || 'body');
    });
  },
  { name: 'input' },
);
