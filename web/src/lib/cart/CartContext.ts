import { createContext, useContext } from 'react';
import type { Cart } from '@campuseats/common/cart';
import type { PriceBreakdown } from '@campuseats/common/pricing';
import type { AddableItem, CartVendor } from './cartOps';

export type NoticeSeverity = 'success' | 'info' | 'warning' | 'error';

export interface CartContextValue {
  /** The cart as the student sees it: the last server answer with their unanswered taps applied. */
  cart: Cart;
  totalItems: number;
  /** Pricing of the cart by the shared rules, with the wallet applied when switched on. */
  price: PriceBreakdown;
  /** False until the signed-in student's cart has come from the server. */
  ready: boolean;
  loadError: string | null;
  /** True while taps are on their way to the server. */
  syncing: boolean;
  signedIn: boolean;
  addItem: (vendor: CartVendor, item: AddableItem) => void;
  increment: (menuItemId: string) => void;
  decrement: (menuItemId: string) => void;
  remove: (menuItemId: string) => void;
  /** Takes a cart the server answered elsewhere (reorder, an order placed). */
  replaceCart: (cart: Cart) => void;
  reload: () => void;
  /** The wallet: null while unknown (signed out, or not loaded yet). */
  walletBalance: number | null;
  useWallet: boolean;
  setUseWallet: (on: boolean) => void;
  reloadWallet: () => void;
  notify: (message: string, severity?: NoticeSeverity) => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

/** True while the pages draw this device's stored cart with its actions disabled until the server's cart loads (docs/product.md#cart). */
export function showsLastSeenCart({ ready, loadError, cart }: Pick<CartContextValue, 'ready' | 'loadError' | 'cart'>): boolean {
  return !ready && loadError === null && cart.items.length > 0;
}

/**
 * True while a signed-in cart that could not load (offline, or a network that answers nothing) is drawn from the copy
 * this device kept; checking out waits for the server's cart (docs/product.md#offline).
 */
export function showsKeptCart({ loadError, cart }: Pick<CartContextValue, 'loadError' | 'cart'>): boolean {
  return loadError !== null && cart.items.length > 0;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
