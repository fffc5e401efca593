import { z } from 'zod';
import { aiRoleId } from './values.ts';

/** GET /api/app/ai/roles: the role list. */
export const aiRolesResponse = z.object({ items: z.array(z.object({ id: aiRoleId, name: z.string() })) });
