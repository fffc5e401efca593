import { campaignResponse, errorResponse } from '@jobbridge/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { findCampaign } from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'A campaign page: beta launch with a code to copy, or coming soon',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: campaignResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await findCampaign(app.db, request.params.id.toLowerCase());
      if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
      // The code is shown only while the campaign runs.
      return { id: row.id, name: row.name, status: row.status, code: row.status === 'active' ? row.publicCode : null };
    },
  );
};

export default routes;
