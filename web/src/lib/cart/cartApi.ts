import type { AddToCartRequest, MergeCartRequest, PricedCartResponse, UpdateCartItemRequest } from '@campuseats/common/cart';
import * as routes from '@campuseats/common/api/routes/cart';
import { apiRequest } from '@/lib/apiClient';

// Every page carries the cart, so its schemas (and zod) load beside each call rather than with the page.
const cartResponse = () => import('@campuseats/common/cart').then((schemas) => schemas.pricedCartResponseSchema);

export function fetchCart(): Promise<PricedCartResponse> {
  return apiRequest(routes.getCart, { schema: cartResponse() });
}

export function addToCart(body: AddToCartRequest): Promise<PricedCartResponse> {
  return apiRequest(routes.addToCart, { body, schema: cartResponse() });
}

export function updateCartItem(body: UpdateCartItemRequest): Promise<PricedCartResponse> {
  return apiRequest(routes.updateCartItem, { body, schema: cartResponse() });
}

export function mergeCart(body: MergeCartRequest): Promise<PricedCartResponse> {
  return apiRequest(routes.mergeCart, { body, schema: cartResponse() });
}

export async function fetchWalletBalance(): Promise<number> {
  return (await apiRequest(routes.wallet, { schema: import('@campuseats/common/wallet').then((schemas) => schemas.walletResponseSchema) })).walletBalance;
}
