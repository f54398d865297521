// zod/mini, apart from orders.ts: the shell asks for the balance, and classic zod would come with orders.ts.
import * as z from 'zod/mini';

/** GET /api/v1/payments/wallet. */
export const walletResponseSchema = z.object({ walletBalance: z.int().check(z.gte(0)) });
