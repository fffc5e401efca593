import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPdfReader, type PdfReader, type PdfReaderOptions } from './index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker pool that reads PDFs (src/lib/pdf-reader); closed with the app. */
    pdfReader: PdfReader;
  }
}

/** One PDF reader pool per app; its workers start on first use and end when the app closes. */
const pdfReaderPlugin: FastifyPluginAsync<PdfReaderOptions> = async (app, options) => {
  const reader = createPdfReader(options);
  app.decorate('pdfReader', reader);
  app.addHook('onClose', () => reader.close());
};

export default fp(pdfReaderPlugin, { name: 'pdf-reader' });
