import type { ReactNode } from 'react';
import { Container, type SxProps, type Theme } from '@mui/material';
import type { Cart } from '@campuseats/common/cart';
import { istClockText } from '@campuseats/common/hours';
import { useCart } from '@/lib/cart/CartContext';
import { useOnline } from '@/lib/connection';
import { LoadingStatus } from './LoadingStatus';
import { RetryAlert } from './RetryAlert';
import { VisuallyHidden } from './VisuallyHidden';

/** The cart and checkout pages under their own heading until the cart is there: its failure with Retry, or a spinner (docs/product.md#cart). */
export function CartNotReady({ heading, loadingText }: { heading: ReactNode; loadingText: string }) {
  const { loadError } = useCart();
  return (
    <Container sx={{ py: 3 }}>
      {heading}
      {loadError ? <CartLoadFailure sx={{ mt: 3 }} /> : <LoadingStatus text={loadingText} />}
    </Container>
  );
}

/** Online, why the cart could not load, with Retry; offline the page's own note says so instead (docs/product.md#offline). */
export function CartLoadFailure({ sx }: { sx?: SxProps<Theme> }) {
  const { loadError, reload } = useCart();
  const online = useOnline();
  if (!loadError || !online) return null;
  return (
    <RetryAlert sx={sx} onRetry={reload}>
      Couldn't load your cart: {loadError}
    </RetryAlert>
  );
}

/** Tells screen readers the page still loads while it draws the cart this device last saw (docs/product.md#cart). */
export function LastSeenCartStatus({ shown, loadingText }: { shown: boolean; loadingText: string }) {
  return shown ? <VisuallyHidden role="status">{loadingText}</VisuallyHidden> : null;
}

/** Why the cart's eatery takes no order now, in the words its menu uses: paused until a time by its busy switch, or closed. */
export function cartClosedText({ vendorName, vendorBusyUntil }: Pick<Cart, 'vendorName' | 'vendorBusyUntil'>): string {
  return vendorBusyUntil
    ? `${vendorName} is busy right now: taking orders again at ${istClockText(new Date(vendorBusyUntil))}.`
    : `${vendorName} is closed right now.`;
}

/** "Masala Dosa is not available right now. Remove it {then}": names the lines that keep the cart from checking out. */
export function cartUnavailableText(items: Cart['items'], then: string): string {
  const names = items.filter((line) => !line.available).map((line) => line.name);
  const [verb, pronoun] = names.length > 1 ? ['are', 'them'] : ['is', 'it'];
  return `${new Intl.ListFormat('en').format(names)} ${verb} not available right now. Remove ${pronoun} ${then}`;
}
