import { z } from 'zod';
import { orderSchema } from './order.ts';

/** GET /api/app/orders */
export const ordersQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ordersResponse = z.object({
  items: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersResponse>;
