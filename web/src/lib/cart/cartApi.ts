import type { AddToCartRequest, CartResponse, MergeCartRequest, UpdateCartItemRequest } from '@campuseats/common/cart';
import { apiRequest } from '@/lib/apiClient';

// Every page carries the cart: its schemas (and zod) load beside each call rather than with the page.
const cartResponse = () => import('@campuseats/common/cart').then((schemas) => schemas.cartResponseSchema);

export function fetchCart(): Promise<CartResponse> {
  return apiRequest('/cart', { schema: cartResponse() });
}

export function addToCart(body: AddToCartRequest): Promise<CartResponse> {
  return apiRequest('/cart', { method: 'POST', body, schema: cartResponse() });
}

export function updateCartItem(body: UpdateCartItemRequest): Promise<CartResponse> {
  return apiRequest('/cart/item', { method: 'PATCH', body, schema: cartResponse() });
}

export function mergeCart(body: MergeCartRequest): Promise<CartResponse> {
  return apiRequest('/cart/merge', { method: 'POST', body, schema: cartResponse() });
}

export async function fetchWalletBalance(): Promise<number> {
  return (await apiRequest('/payments/wallet', { schema: import('@campuseats/common/wallet').then((schemas) => schemas.walletResponseSchema) })).walletBalance;
}
