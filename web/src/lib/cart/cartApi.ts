import { cartResponseSchema, type AddToCartRequest, type CartResponse, type MergeCartRequest, type UpdateCartItemRequest } from '@campuseats/common/cart';
import { walletResponseSchema } from '@campuseats/common/wallet';
import { apiRequest } from '@/lib/apiClient';

export function fetchCart(): Promise<CartResponse> {
  return apiRequest('/cart', { schema: cartResponseSchema });
}

export function addToCart(body: AddToCartRequest): Promise<CartResponse> {
  return apiRequest('/cart', { method: 'POST', body, schema: cartResponseSchema });
}

export function updateCartItem(body: UpdateCartItemRequest): Promise<CartResponse> {
  return apiRequest('/cart/item', { method: 'PATCH', body, schema: cartResponseSchema });
}

export function mergeCart(body: MergeCartRequest): Promise<CartResponse> {
  return apiRequest('/cart/merge', { method: 'POST', body, schema: cartResponseSchema });
}

export async function fetchWalletBalance(): Promise<number> {
  return (await apiRequest('/payments/wallet', { schema: walletResponseSchema })).walletBalance;
}
