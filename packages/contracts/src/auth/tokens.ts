import { z } from 'zod';

/** docs/product.md §3 login response: exactly these two fields. */
export const tokenResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;
