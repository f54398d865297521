import type { Fulfilment } from './pickup';

/** Money rules shared by cart, checkout and server, in whole rupees (docs/product.md#cart, docs/product.md#pickup-and-tokens). */
const PLATFORM_FEE = 5;
export const DELIVERY_FEE_TIERS = [
  { from: 500, fee: 0 },
  { from: 300, fee: 25 },
  { from: 0, fee: 49 },
] as const;

interface PricedLine {
  price: number;
  quantity: number;
}

export interface PriceBreakdown {
  subtotal: number;
  deliveryFee: number;
  platformFee: number;
  /** What the order costs before the wallet. */
  totalBeforeWallet: number;
  walletApplied: number;
  /** What the student pays on delivery. */
  total: number;
}

function assertWholeRupees(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number of rupees`);
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => {
    assertWholeRupees(line.price, 'price');
    assertWholeRupees(line.quantity, 'quantity');
    return sum + line.price * line.quantity;
  }, 0);
}

export function deliveryFeeFor(subtotal: number, fulfilment: Fulfilment = 'delivery'): number {
  if (subtotal === 0 || fulfilment === 'pickup') return 0;
  const tier = DELIVERY_FEE_TIERS.find((candidate) => subtotal >= candidate.from);
  if (!tier) throw new RangeError('subtotal must not be negative');
  return tier.fee;
}

export function priceOrder(lines: readonly PricedLine[], walletBalance = 0, useWallet = false, fulfilment: Fulfilment = 'delivery'): PriceBreakdown {
  return priceOfSubtotal(subtotalOf(lines), walletBalance, useWallet, fulfilment);
}

function priceOfSubtotal(subtotal: number, walletBalance: number, useWallet: boolean, fulfilment: Fulfilment): PriceBreakdown {
  assertWholeRupees(walletBalance, 'wallet balance');
  const deliveryFee = deliveryFeeFor(subtotal, fulfilment);
  const platformFee = subtotal === 0 ? 0 : PLATFORM_FEE;
  const totalBeforeWallet = subtotal + deliveryFee + platformFee;
  const walletApplied = useWallet ? Math.min(walletBalance, totalBeforeWallet) : 0;
  return { subtotal, deliveryFee, platformFee, totalBeforeWallet, walletApplied, total: totalBeforeWallet - walletApplied };
}

/** A cart's money as its answer carries it: the total with the wallet switched off, and what the wallet pays (the lesser of balance and total) when on. */
export function priceCart(lines: readonly PricedLine[], walletBalance: number) {
  const { subtotal, deliveryFee, platformFee, totalBeforeWallet, walletApplied, total } = priceOrder(lines, walletBalance, true);
  return { subtotal, deliveryFee, platformFee, total: totalBeforeWallet, walletBalance, walletApplicable: walletApplied, totalWithWallet: total };
}

/** The breakdown a priced cart answer stands for, with the wallet switched on or off: what the cart and checkout show. */
export function breakdownOf(price: { subtotal: number; walletBalance: number }, useWallet: boolean): PriceBreakdown {
  return priceOfSubtotal(price.subtotal, price.walletBalance, useWallet, 'delivery');
}

// One formatter for every figure: `toLocaleString` builds a new one on each call, which a list of prices pays for per price.
const INDIAN_DIGITS = new Intl.NumberFormat('en-IN');

export function formatRupees(amount: number): string {
  return `₹${INDIAN_DIGITS.format(amount)}`;
}
