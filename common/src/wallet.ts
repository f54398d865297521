// zod/mini, and a module of its own rather than a part of orders.ts: the web app's shell asks for the balance
// beside the cart, and orders.ts's classic schemas would bring all of classic zod with it (see restaurants.ts).
import * as z from 'zod/mini';

/** GET /api/v1/payments/wallet. */
export const walletResponseSchema = z.object({ walletBalance: z.int().check(z.gte(0)) });
