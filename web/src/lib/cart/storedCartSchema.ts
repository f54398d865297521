import * as z from 'zod/mini';
import { cartSchema } from '@campuseats/common/cart';

/** The cart in browser storage; cartStorage.ts loads this (and zod) only when there is a stored cart to check. */
export const storedCartSchema = z.object({ owner: z.nullable(z.string()), cart: cartSchema });
export type StoredCart = z.infer<typeof storedCartSchema>;
